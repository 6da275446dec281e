//! Every clause family of the one grammar (`opcg_cards::grammar::clauses`) writes and reads back
//! its examples in both languages, and the table is well formed. A new family gets its examples
//! here (the test fails for a family without one).

use game_core::Lang;
use opcg_cards::compile::cursor::Cursor;
use opcg_cards::grammar::{self, clauses::CLAUSES};
use opcg_engine::effect::{ActTiming, Amount, Effect, Side, When};

/// Examples per family name (several values where a choice or a plural changes the words).
fn examples(name: &str) -> Vec<Effect> {
    use Effect as E;
    match name {
        "draw-up-to" => vec![E::DrawUpTo(1), E::DrawUpTo(2)],
        "draw" => vec![E::Draw(Amount::Fixed(1)), E::Draw(Amount::Fixed(3))],
        "reveal-top" => vec![E::RevealTop { life: false }, E::RevealTop { life: true }],
        "play-that-card" => vec![E::PlayChosen { rested: false }, E::PlayChosen { rested: true }],
        "declare-cost-reveal" => vec![E::DeclareCostReveal],
        "this-to-hand" => vec![E::ThisToHand],
        "play-this" => vec![E::PlayThis],
        "trash-opponents-hand" => vec![E::TrashOpponentsHand { count: 1 }, E::TrashOpponentsHand { count: 2 }],
        "opponent-trashes-from-hand" => vec![E::OpponentTrashesFromHand { count: 1 }, E::OpponentTrashesFromHand { count: 2 }],
        "activate-own" => vec![E::ActivateOwn(ActTiming::Main), E::ActivateOwn(ActTiming::Counter)],
        "activate-own-auto" => vec![E::ActivateOwnAuto(When::OnPlay), E::ActivateOwnAuto(When::OnKo)],
        "set-don-active" => vec![E::SetDonActive { count: 1 }, E::SetDonActive { count: 2 }],
        "rest-don" => vec![E::RestDon { count: 1 }],
        "rest-opponent-don" => vec![E::RestOpponentDon { count: 2 }],
        "return-don" => vec![E::ReturnDon { count: 1 }, E::ReturnDon { count: 2 }],
        "opponent-returns-don" => vec![E::SideReturnsDon { side: Side::Opponent, count: 1 }],
        "life-to-hand" => vec![E::LifeToHand { count: 1 }],
        "deck-to-life-up-to" => vec![E::DeckToLife { count: 1, face_up: false }, E::DeckToLife { count: 1, face_up: true }],
        "deck-to-life" => vec![E::DeckTopToLife { count: 1 }, E::DeckTopToLife { count: 2 }],
        "trash-life-up-to" => vec![E::TrashLifeUpTo { side: Side::Opponent, count: 1 }, E::TrashLifeUpTo { side: Side::You, count: 2 }],
        "trash-life" => vec![E::TrashLife { side: Side::Opponent, count: 1 }, E::TrashLife { side: Side::You, count: 1 }],
        "turn-life-face-up" => vec![E::TurnLifeFaceUp { count: 1 }],
        "deal-damage" => vec![E::DealDamage { side: Side::Opponent, count: 1 }, E::DealDamage { side: Side::You, count: 1 }],
        "look-at-life" => vec![E::LookAtLife { side: Side::Opponent }, E::LookAtLife { side: Side::You }],
        "hand-to-deck" => vec![E::HandToDeck { count: 1, bottom: true }, E::HandToDeck { count: 2, bottom: false }],
        "arrange-top" => vec![E::ArrangeTop { look: 1 }, E::ArrangeTop { look: 3 }],
        "arrange-life" => vec![E::ArrangeLife { count: 1 }, E::ArrangeLife { count: 2 }],
        "opponent-trash-to-deck-bottom" => vec![E::OpponentTrashToDeckBottom { count: 1 }, E::OpponentTrashToDeckBottom { count: 3 }],
        _ => Vec::new(),
    }
}

#[test]
fn every_family_has_examples_that_round_trip_in_both_languages() {
    for f in CLAUSES {
        let ex = examples(f.name);
        assert!(!ex.is_empty(), "family {:?} has no example in this test", f.name);
        for e in ex {
            for lang in [Lang::En, Lang::Ja] {
                let (head, verb) = f.render(&e, lang).unwrap_or_else(|| panic!("{} does not write {e:?}", f.name));
                let text = format!("{head}{verb}");
                // the table as a whole reads it back to the same effect, to the end of the text
                let mut c = Cursor::new(&text);
                let back = grammar::parse_clause(&mut c, lang, false);
                assert_eq!(back.as_ref(), Some(&e), "{} {lang:?}: {text:?}", f.name);
                assert!(c.at_end(), "{} {lang:?}: {text:?} read only to {}", f.name, c.pos);
                // the same through the whole compiler, as a card's [Main] text
                let line = match lang {
                    Lang::En => format!("[Main] {}.", capitalise(&text)),
                    Lang::Ja => format!("【メイン】{text}。"),
                };
                let c = opcg_cards::compile_text(&line, lang);
                assert!(c.unread.is_empty(), "{} {lang:?}: {line:?} unread {:?}", f.name, c.unread);
                let rendered = opcg_cards::render_abilities(&c.abilities, &[], lang);
                assert_eq!(rendered, line, "{} {lang:?}", f.name);
            }
            // the continuative (連用形) form reads back too, as a clause followed by 「、」
            let (head, verb) = f.render(&e, Lang::Ja).unwrap_or_default();
            let cont = format!("{head}{}", opcg_cards::render::ja::continuative(&verb));
            let mut c = Cursor::new(&cont);
            assert_eq!(grammar::parse_clause(&mut c, Lang::Ja, true).as_ref(), Some(&e), "{}: {cont:?}", f.name);
        }
    }
}

#[test]
fn templates_name_only_declared_holes_and_japanese_ones_end_in_a_verb() {
    for f in CLAUSES {
        assert!(!f.en.is_empty() && !f.ja.is_empty(), "{}", f.name);
        for t in f.en.iter().chain(f.ja.iter()) {
            for h in grammar::template::hole_names(t) {
                assert!(f.holes.iter().any(|(n, _)| *n == h), "{}: {t:?} names {h:?}", f.name);
            }
        }
        for t in f.ja {
            assert!(grammar::template::has_verb(t), "{}: {t:?} has no ~verb", f.name);
        }
        for t in f.en {
            assert!(!grammar::template::has_verb(t), "{}: {t:?}: English has no verb marker", f.name);
        }
    }
    let mut names: Vec<&str> = CLAUSES.iter().map(|f| f.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), CLAUSES.len(), "family names are unique");
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}
