//! The built-in pool: every card is read completely in both languages, both readings agree,
//! and the text renders back to itself.

use std::collections::BTreeSet;

use game_core::Lang;
use opcg_cards::compile::compile_card;
use opcg_cards::pool::{builtin_cards, builtin_db, builtin_db_in, glossary};
use opcg_cards::render::render_card;
use opcg_engine::CardKind;

/// Cards whose printed text uses a form the renderer writes differently (same data): the ①
/// cost, which the renderer spells "rest 1 of your DON!! cards" / 「自分のドン‼1枚をレストにできる」.
const WRITTEN_WITH_CIRCLED_COST: &[&str] = &["OT01-015", "OT01-029"];

fn reading(def: &opcg_engine::CardDef) -> serde_json::Value {
    serde_json::json!({ "keywords": def.keywords, "abilities": def.abilities, "trigger": def.trigger })
}

#[test]
fn the_pool_is_well_formed() {
    let cards = builtin_cards();
    assert!(cards.len() >= 50, "{} cards", cards.len());
    let mut numbers = BTreeSet::new();
    let mut names = BTreeSet::new();
    for c in &cards {
        assert!(numbers.insert(c.number.clone()), "{} twice", c.number);
        assert!(c.number.starts_with("OT01-"), "{}", c.number);
        assert!(!c.colours.is_empty(), "{} has no colour", c.number);
        for lang in [Lang::Ja, Lang::En] {
            let t = c.texts.get(&lang).unwrap_or_else(|| panic!("{} has no {lang:?} text", c.number));
            assert!(!t.name.is_empty() && !t.traits.is_empty(), "{} {lang:?}", c.number);
            assert!(names.insert((lang, t.name.clone())), "name {:?} twice", t.name);
            match lang {
                Lang::Ja => assert!(!t.name.is_ascii(), "{}: Japanese name {:?}", c.number, t.name),
                Lang::En => assert!(t.name.is_ascii(), "{}: English name {:?}", c.number, t.name),
            }
        }
        let (ja, en) = (&c.texts[&Lang::Ja], &c.texts[&Lang::En]);
        assert_eq!(ja.traits.len(), en.traits.len(), "{}: traits", c.number);
        assert_eq!(ja.effect.is_empty(), en.effect.is_empty(), "{}: text in one language only", c.number);
        assert_eq!(ja.trigger.is_some(), en.trigger.is_some(), "{}: [Trigger] in one language only", c.number);
        match c.kind {
            CardKind::Leader => {
                assert!(c.life.is_some() && c.power.is_some() && c.cost.is_none() && c.counter.is_none(), "{}", c.number);
                assert!(c.attributes.len() == 1 && ja.trigger.is_none(), "{}", c.number);
            }
            CardKind::Character => {
                assert!(c.cost.is_some() && c.power.is_some() && c.life.is_none(), "{}", c.number);
                assert!(c.attributes.len() == 1 && c.colours.len() == 1, "{}", c.number);
                assert!(matches!(c.counter, None | Some(1000) | Some(2000)), "{}", c.number);
            }
            CardKind::Event | CardKind::Stage => {
                assert!(c.cost.is_some() && c.power.is_none() && c.counter.is_none() && c.life.is_none(), "{}", c.number);
                assert!(c.attributes.is_empty(), "{}", c.number);
            }
            CardKind::Don => panic!("{}: DON!! cards are not part of the pool", c.number),
        }
    }
}

/// The built-in cards are within the printed ranges every imported card is checked against.
#[test]
fn every_pool_card_is_within_the_printed_ranges() {
    let cards = builtin_cards();
    assert!(!cards.is_empty());
    assert_eq!(opcg_cards::check_all_stats(&cards), Ok(()));
}

#[test]
fn every_card_is_read_completely_in_both_languages() {
    let mut problems = Vec::new();
    for card in builtin_cards() {
        for lang in [Lang::Ja, Lang::En] {
            let c = compile_card(&card, lang);
            if !c.is_complete() {
                problems.push(format!("{} {lang:?}: {:?} {:?}", card.number, c.unread, c.trigger_unread));
            }
            let t = &card.texts[&lang];
            let has_text = !t.effect.is_empty();
            assert_eq!(has_text, !c.def.abilities.is_empty() || !c.def.keywords.is_empty(), "{} {lang:?}: nothing read", card.number);
            assert_eq!(t.trigger.is_some(), c.def.trigger.is_some(), "{} {lang:?}", card.number);
        }
    }
    assert!(problems.is_empty(), "unread clauses:\n{}", problems.join("\n"));
    let en = builtin_db().expect("the English pool compiles");
    let ja = builtin_db_in(Lang::Ja).expect("the Japanese pool compiles");
    assert_eq!(en.len(), builtin_cards().len());
    assert_eq!(ja.len(), en.len());
}

#[test]
fn japanese_and_english_texts_compile_to_the_same_effects() {
    let g = glossary();
    let mut problems = Vec::new();
    for card in builtin_cards() {
        let en = compile_card(&card, Lang::En);
        let ja = compile_card(&card, Lang::Ja);
        let mut jv = reading(&ja.def);
        opcg_cards::pool::translate_names(&mut jv, &g);
        if reading(&en.def) != jv {
            problems.push(format!("{}\n  en: {}\n  ja: {}", card.number, reading(&en.def), jv));
        }
        let mut jt = serde_json::json!(ja.def.traits);
        opcg_cards::pool::translate_names(&mut jt, &g);
        assert_eq!(jt, serde_json::json!(en.def.traits), "{}: traits", card.number);
    }
    assert!(problems.is_empty(), "the two languages disagree:\n{}", problems.join("\n"));
}

#[test]
fn every_text_renders_back_to_itself() {
    let mut problems = Vec::new();
    for card in builtin_cards() {
        for lang in [Lang::Ja, Lang::En] {
            let t = &card.texts[&lang];
            let c = compile_card(&card, lang);
            let (effect, trigger) = render_card(&c.def, lang);
            if WRITTEN_WITH_CIRCLED_COST.contains(&card.number.as_str()) {
                let mut again = card.clone();
                again.texts.get_mut(&lang).unwrap().effect = effect.clone();
                assert_eq!(compile_card(&again, lang).def, c.def, "{} {lang:?}: the rendering reads differently", card.number);
                assert!(t.effect.contains('①'), "{} is listed as written with ①", card.number);
                continue;
            }
            if effect != t.effect {
                problems.push(format!("{} {lang:?} effect\n  text:     {:?}\n  rendered: {:?}", card.number, t.effect, effect));
            }
            if trigger != t.trigger {
                problems.push(format!("{} {lang:?} trigger\n  text:     {:?}\n  rendered: {:?}", card.number, t.trigger, trigger));
            }
        }
    }
    assert!(problems.is_empty(), "round trip:\n{}", problems.join("\n"));
}

/// No name or trait of the pool is a real card's (when the reference lists are at hand).
#[test]
fn names_and_traits_are_our_own() {
    let root = std::path::Path::new("/work/shared/corpus");
    if !root.exists() {
        return;
    }
    let mut real = String::new();
    for lang in ["en", "ja"] {
        let Ok(dir) = std::fs::read_dir(root.join(lang)) else { continue };
        for e in dir.flatten() {
            if e.path().extension().is_some_and(|x| x == "json") {
                real.push_str(&std::fs::read_to_string(e.path()).unwrap_or_default());
            }
        }
    }
    if real.is_empty() {
        return;
    }
    for card in builtin_cards() {
        for t in card.texts.values() {
            assert!(!real.contains(&format!("\"{}\"", t.name)), "{}: {:?} is a real card name", card.number, t.name);
            for tr in &t.traits {
                assert!(!real.contains(&format!("\"{tr}\"")), "{}: {tr:?} is a real trait", card.number);
            }
        }
    }
}
