//! Determinism and random-play property tests.
//!
//! `OPCG_PROPTEST_GAMES` sets the number of random games (default 300, which keeps the debug
//! test well under a minute on the project's 2-core machine; the selfplay example covers 10,000+
//! games in release with the cheap invariants).

use opcg_engine::testkit;
use opcg_engine::*;

fn random_game(seed: u64, deck_pick: u64, check: bool) -> (Game, Vec<Event>) {
    let decks = testkit::decks();
    let n = decks.len() as u64;
    let a = decks[(deck_pick % n) as usize].clone();
    let b = decks[((deck_pick / n + 1) % n) as usize].clone();
    let mut game = Game::new(testkit::setup_with(a, b, seed)).expect("valid setup");
    let mut rng = Rng::new(seed ^ 0x9e37_79b9);
    let mut events = Vec::new();
    let mut steps = 0;
    while game.result().is_none() {
        steps += 1;
        assert!(steps < 50_000, "game {seed} does not end");
        let seat = game.decision_seat().expect("a running game always waits for someone");
        let legal = game.legal_actions(seat);
        assert!(legal.contains(&Action::Concede), "concede is always legal");
        assert!(game.legal_actions(seat.other()).contains(&Action::Concede));
        if check {
            // A random illegal action errs and changes nothing.
            let before = game.clone();
            let bogus = random_illegal(&game, seat, &mut rng);
            if !legal.contains(&bogus) {
                assert!(game.apply(seat, bogus.clone()).is_err(), "illegal {bogus:?} accepted");
                assert!(game == before, "rejected action changed the state");
            }
            // The other seat cannot act (except conceding).
            let other = game.legal_actions(seat.other());
            assert_eq!(other, vec![Action::Concede]);
        }
        let choices: Vec<&Action> = legal.iter().filter(|a| **a != Action::Concede).collect();
        assert!(!choices.is_empty(), "no legal action besides conceding");
        let pick = choices[rng.below(choices.len() as u32) as usize].clone();
        let ev = game.apply(seat, pick.clone()).unwrap_or_else(|e| panic!("legal action {pick:?} refused: {e}"));
        events.extend(ev);
        if check {
            check_state(&game);
        }
    }
    (game, events)
}

fn random_illegal(game: &Game, seat: Seat, rng: &mut Rng) -> Action {
    let ids: Vec<CardId> = game.hand(seat).into_iter().chain(game.characters(seat.other())).chain(game.trash(seat)).collect();
    let id = if ids.is_empty() { CardId(999_999) } else { ids[rng.below(ids.len() as u32) as usize] };
    match rng.below(8) {
        0 => Action::PlayCard { card: id, replace: None },
        1 => Action::DeclareAttack { attacker: id, target: id },
        2 => Action::AttachDon { target: id, count: 11 },
        3 => Action::Block { blocker: Some(id) },
        4 => Action::Choose(Choice::Option(200)),
        5 => Action::CounterCard { card: id, target: CardId(u32::MAX) },
        6 => Action::ActivateAbility { card: id, ability_index: 9 },
        _ => Action::Choose(Choice::Cards(vec![CardId(u32::MAX)])),
    }
}

fn check_state(game: &Game) {
    game.check_invariants().unwrap_or_else(|e| panic!("invariant: {e}"));
    for seat in Seat::BOTH {
        // 51 cards per player (leader + 50), each in exactly one place.
        let n = 1 + game.deck(seat).len() + game.hand(seat).len() + game.trash(seat).len() + game.life(seat).len() + game.characters(seat).len() + game.stage(seat).iter().count();
        let resolving = game.card_count(seat) - n;
        assert!(n == 51 || (n + resolving == 51 && resolving <= 2), "seat {seat}: {n} cards placed");
        assert_eq!(game.card_count(seat), 51);
        // 10 DON!! per player.
        let (d, a, r) = game.don(seat);
        let attached: u32 = std::iter::once(game.leader(seat)).chain(game.characters(seat)).map(|c| u32::from(game.attached_don(c).unwrap_or(0))).sum();
        if game.turn() > 0 {
            assert_eq!(u32::from(d) + u32::from(a) + u32::from(r) + attached, 10);
        }
        // Views agree with the state and hide hidden identities.
        let v = game.view(seat);
        let me = &v.sides[seat];
        let opp = &v.sides[seat.other()];
        assert_eq!(me.hand.len(), game.hand(seat).len());
        assert!(me.hand.iter().all(|h| h.known().is_some()));
        assert!(opp.hand.iter().all(|h| h.known().is_none()), "opponent's hand leaked");
        assert_eq!(opp.deck_count, game.deck(seat.other()).len());
        assert_eq!(me.characters.len(), game.characters(seat).len());
        assert_eq!(me.trash.len(), game.trash(seat).len());
        assert_eq!(me.life.len(), game.life(seat).len());
        for (i, l) in opp.life.iter().enumerate() {
            let id = game.life(seat.other())[i];
            assert_eq!(l.known().is_some(), game.life_face_up(id) == Some(true));
        }
        assert_eq!((me.don_deck, me.don_active, me.don_rested), (d, a, r));
        // The cards a decision shows are ones this seat may see: public, its own hand, face-up
        // Life, cards an effect let it look at, or the Life card its damage let it check (the
        // [Trigger] question, 10-1-5).
        let looking = matches!(
            v.decision.as_ref().map(|d| &d.kind),
            Some(DecisionKind::ChooseCards { prompt: Prompt::PickFromLook | Prompt::NextToPlace | Prompt::ToDeckBottom, .. } | DecisionKind::Trigger { .. })
        );
        for c in &v.decision_cards {
            let zone = game.zone_of(c.id);
            let visible = match zone {
                Some(Zone::Hand) => game.owner_of(c.id) == Some(seat),
                Some(Zone::Life) => game.life_face_up(c.id) == Some(true),
                Some(Zone::Deck) => false,
                _ => true,
            };
            assert!(visible || looking, "decision shows a hidden card to {seat}: {c:?} in {zone:?} ({:?})", v.decision);
        }
        // The log is checked whole at the end of the game; here only its newest entries.
        for e in v.log.iter().rev().take(12) {
            assert!(!e.leaks_to(seat), "log leaks {e:?} to {seat}");
        }
        // The view is plain serde data and round-trips (checked now and then: it is slow).
        if game.actions_applied().is_multiple_of(16) {
            let json = serde_json::to_string(&v).expect("view serialises");
            let back: PlayerView = serde_json::from_str(&json).expect("view deserialises");
            assert_eq!(back, v);
        }
    }
}

/// Same seed and same random legal action sequence ⇒ identical event logs and views.
#[test]
fn determinism_same_seed_same_game() {
    for seed in 0..5 {
        let (g1, e1) = random_game(seed, seed, false);
        let (g2, e2) = random_game(seed, seed, false);
        assert_eq!(e1, e2);
        assert_eq!(g1.events(), g2.events());
        for s in Seat::BOTH {
            assert_eq!(g1.view(s), g2.view(s));
        }
        assert!(g1 == g2);
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let games: u64 = std::env::var("OPCG_PROPTEST_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let mut ended = 0;
    for seed in 0..games {
        let (g, _) = random_game(1000 + seed, seed, true);
        assert!(g.result().is_some());
        for s in Seat::BOTH {
            assert!(g.view(s).log.iter().all(|e| !e.leaks_to(s)));
        }
        assert!(g.legal_actions(Seat::A).is_empty() && g.legal_actions(Seat::B).is_empty());
        ended += 1;
    }
    assert_eq!(ended, games);
}

/// Garbage from a file or a UI never panics: bad JSON is a serde error, bad actions are errors.
#[test]
fn garbage_inputs_are_errors_not_panics() {
    assert!(serde_json::from_str::<Action>("{\"PlayCard\":{\"card\":4294967295,\"replace\":null}}").is_ok());
    assert!(serde_json::from_str::<Action>("{\"Nope\":1}").is_err());
    let mut g = Game::new(testkit::setup(5)).unwrap();
    for a in [
        Action::PlayCard { card: CardId(u32::MAX), replace: None },
        Action::Choose(Choice::Cards(vec![CardId(0); 100])),
        Action::Choose(Choice::Option(255)),
        Action::AttachDon { target: CardId(1), count: 255 },
        Action::EndMainPhase,
    ] {
        for s in Seat::BOTH {
            let before = g.clone();
            assert!(g.apply(s, a.clone()).is_err());
            assert!(g == before);
        }
    }
    // A card database round-trips through JSON and rebuilds its index.
    let db = testkit::card_db();
    let back: CardDb = serde_json::from_str(&serde_json::to_string(&db).unwrap()).unwrap();
    assert_eq!(back, db);
    let empty: CardDb = serde_json::from_str("[]").unwrap();
    assert!(empty.get(DefId(7)).number.is_empty());
    let setup = GameSetup { cards: empty, decks: ByPlayer::new(testkit::deck_a(), testkit::deck_b()), seed: 1, options: SetupOptions::default() };
    assert!(Game::new(setup).is_err());
}

#[test]
fn every_test_deck_is_legal() {
    for a in testkit::decks() {
        for b in testkit::decks() {
            assert!(Game::new(testkit::setup_with(a.clone(), b, 1)).is_ok(), "{}", a.leader);
        }
    }
}

/// A save file is the setup and the actions: JSON round-trip, replay, same game.
#[test]
fn save_and_replay_reproduce_the_game() {
    let setup = testkit::setup(77);
    let mut g = Game::new(setup.clone()).unwrap();
    let mut rng = Rng::new(77);
    let mut actions: Vec<(Seat, Action)> = Vec::new();
    while g.result().is_none() && actions.len() < 400 {
        let s = g.decision_seat().unwrap();
        let legal = g.legal_actions(s);
        let a = legal[rng.below(legal.len() as u32 - 1) as usize].clone();
        g.apply(s, a.clone()).unwrap();
        actions.push((s, a));
    }
    let json = serde_json::to_string(&(setup, actions)).unwrap();
    let (setup2, actions2): (GameSetup, Vec<(Seat, Action)>) = serde_json::from_str(&json).unwrap();
    let g2 = Game::replay(setup2, &actions2).unwrap();
    assert!(g2 == g);
    assert_eq!(g2.view(Seat::A), g.view(Seat::A));
    let mut bad = actions2.clone();
    bad.insert(0, (Seat::A, Action::EndCounterStep));
    assert!(matches!(Game::replay(testkit::setup(77), &bad), Err(ReplayError::Action { index: 0, .. })));
}

/// The hot-loop APIs agree with the plain ones: `with_legal_actions` (also when nested inside
/// itself, as a caller's closure may do) lists what `legal_actions` lists, and `apply_in_place`
/// yields the same events as `apply` on an identical game.
#[test]
fn in_place_apis_agree_with_the_plain_ones() {
    let mut a = Game::new(testkit::setup(7)).expect("legal setup");
    let mut b = a.clone();
    let mut rng = Rng::new(7);
    for _ in 0..400 {
        let Some(seat) = a.decision_seat() else { break };
        let listed = a.legal_actions(seat);
        let (borrowed, nested) = a.with_legal_actions(seat, |v| (v.to_vec(), a.with_legal_actions(seat, <[Action]>::to_vec)));
        assert_eq!(listed, borrowed);
        assert_eq!(listed, nested);
        let other = a.with_legal_actions(seat.other(), <[Action]>::to_vec);
        assert_eq!(other, a.legal_actions(seat.other()));
        let pick = listed[rng.below(listed.len().saturating_sub(1).max(1) as u32) as usize].clone();
        let from_b = b.apply(seat, pick.clone()).expect("legal in b");
        let from_a = a.apply_in_place(seat, pick).expect("legal in a").to_vec();
        assert_eq!(from_a, from_b);
        assert!(a == b);
        if a.result().is_some() {
            break;
        }
    }
}
