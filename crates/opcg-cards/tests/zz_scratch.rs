use game_core::Lang;
#[test]
fn scratch() {
    let texts = std::fs::read_to_string("/tmp/g2_texts.txt").unwrap();
    for l in texts.lines() {
        let (lang, t) = if l.is_ascii() || l.starts_with("E|") { (Lang::En, l.trim_start_matches("E|")) } else { (Lang::Ja, l) };
        let c = opcg_cards::compile_text(t, lang);
        println!("{t}\n  unread: {:?}\n  {:?}", c.unread.iter().map(|u| &u.text).collect::<Vec<_>>(), c.abilities);
    }
}
