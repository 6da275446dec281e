// local safety net (not committed): every card's reading and rendering, for diffing
use game_core::Lang;
use opcg_cards::compile::compile_card;
use opcg_cards::punk;
use opcg_cards::render::render_card_hinted;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    for (dir, lang) in [(&args[1], Lang::En), (&args[2], Lang::Ja)] {
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "json") && p.file_name().is_some_and(|n| n != "packs.json")).collect();
        files.sort();
        let mut list = punk::CardList::default();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            if let Ok(l) = punk::parse_str(&text, lang, "x") { list.merge(l) }
        }
        for (number, card) in &list.cards {
            let c = compile_card(card, lang);
            let (eff, trig) = render_card_hinted(&c.def, opcg_cards::compile::hints_of(card, lang), lang);
            println!("{lang:?} {number} complete={} unread={:?}", c.is_complete(), c.unread.iter().chain(c.trigger_unread.iter()).map(|u| u.text.clone()).collect::<Vec<_>>());
            println!("  {}", serde_json::json!({"k": c.def.keywords, "a": c.def.abilities, "t": c.def.trigger}));
            println!("  R {eff:?} {trig:?}");
        }
    }
}
