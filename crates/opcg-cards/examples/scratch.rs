// scratch (not committed): compile text lines from stdin, "en|..." or "ja|..."
use std::io::BufRead;
fn main() {
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap();
        let (l, t) = line.split_once('|').unwrap();
        let lang = if l == "en" { game_core::Lang::En } else { game_core::Lang::Ja };
        let t = t.replace("<br>", "\n");
        let c = opcg_cards::compile::compile_text(&t, lang);
        println!("{:?}\nunread {:?}", c.abilities, c.unread.iter().map(|u| &u.text).collect::<Vec<_>>());
        println!("=> {}", opcg_cards::render::render_abilities(&c.abilities, &c.keywords, lang));
    }
}
