//! Prints the built-in card pool in both languages: `cargo run -p kaiun-engine --example cardlist`.

use kaiun_engine::{builtin_cards, builtin_decks, render_card_text, Lang};

fn main() {
    for c in builtin_cards() {
        println!("{} {} / {}  {:?} {}/{} cost {} {:?} {:?}", c.no, c.name.ja, c.name.en, c.hand, c.luck_win, c.luck_lose, c.cost, c.attribute, c.species);
        println!("  {}", render_card_text(&c, Lang::Ja).replace('\n', "\n  "));
        println!("  {}", render_card_text(&c, Lang::En).replace('\n', "\n  "));
    }
    for d in builtin_decks() {
        println!("deck {} / {}: {} cards", d.name.ja, d.name.en, d.cards.len());
    }
}
