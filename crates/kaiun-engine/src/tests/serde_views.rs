//! Views, actions and save files are plain serde data.

use crate::testkit::builtin_game;
use crate::*;

#[test]
fn views_actions_and_events_round_trip_through_json() {
    let mut g = builtin_game(0, 2, 31);
    let mut rng = Rng::new(31);
    for _ in 0..40 {
        let Some(&seat) = g.decision_seats().first() else { break };
        let legal = g.legal_actions(seat);
        let a = legal[rng.below(legal.len() as u32 - 1) as usize].clone();
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
        g.apply(seat, a).unwrap();
        for s in Seat::BOTH {
            let v = g.view(s);
            let back: PlayerView = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
            assert_eq!(back, v);
        }
    }
}

#[test]
fn a_save_file_replays_to_the_same_game() {
    let decks = builtin_decks();
    let setup = GameSetup::new(decks[1].cards.clone(), decks[2].cards.clone(), 99);
    let mut g = Game::new(setup.clone()).unwrap();
    let mut rng = Rng::new(5);
    let mut actions = Vec::new();
    while g.result().is_none() && actions.len() < 2000 {
        let seats = g.decision_seats();
        let seat = seats[rng.below(seats.len() as u32) as usize];
        let legal: Vec<Action> = g.legal_actions(seat).into_iter().filter(|a| *a != Action::Concede).collect();
        let a = legal[rng.below(legal.len() as u32) as usize].clone();
        g.apply(seat, a.clone()).unwrap();
        actions.push((seat, a));
    }
    let save = SaveFile { format: SAVE_FORMAT, setup, actions };
    let json = serde_json::to_string(&save).unwrap();
    let back: SaveFile = serde_json::from_str(&json).unwrap();
    let again = back.replay().unwrap();
    assert!(again == g);
    assert!(g.result().is_some());
    // A broken save names the failing action.
    let mut bad = save.clone();
    bad.actions.insert(0, (Seat::A, Action::Keep));
    assert!(matches!(bad.replay(), Err(ReplayError::Action { index: 0, .. })));
}

#[test]
fn every_log_line_and_prompt_has_text_in_both_languages() {
    let mut g = builtin_game(1, 2, 8);
    let mut rng = Rng::new(8);
    let cards = g.catalog().to_vec();
    assert_eq!(cards, crate::pool::builtin_cards(), "a setup without its own cards plays the built-in pool");
    let _ = crate::testkit::play_random(&mut g, &mut rng, 5000, false);
    for s in Seat::BOTH {
        for e in g.view(s).log {
            for lang in [Lang::Ja, Lang::En] {
                assert!(!log_line(&e, lang, &cards).is_empty());
            }
        }
    }
    let v = builtin_game(0, 1, 1).view(Seat::A);
    let d = v.decision.unwrap();
    assert_eq!(prompt_text(&d.kind, Lang::Ja), "手札からカードを1枚裏向きでセットしてください");
    let hidden = Event::Drew { seat: Seat::B, card: Hidden::Unknown };
    assert_eq!(log_line(&hidden, Lang::Ja, &cards), "プレイヤーBが裏向きのカードを引いた");
    assert_eq!(log_line(&hidden, Lang::En, &cards), "Player B drew a face-down card");
}
