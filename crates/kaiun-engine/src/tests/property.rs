//! Determinism and random-play property tests.

use crate::testkit::{builtin_game, play_random};
use crate::*;

fn games() -> u64 {
    std::env::var("KAIUN_PROPTEST_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(1000)
}

#[test]
fn random_games_keep_every_invariant_and_end() {
    let n = games();
    let mut ended = 0;
    for seed in 0..n {
        let mut g = builtin_game(seed as usize % 3, (seed as usize / 3) % 3, seed);
        let mut rng = Rng::new(seed ^ 0x5eed);
        let out = play_random(&mut g, &mut rng, 5000, true);
        assert!(out.violations.is_empty(), "seed {seed}: {:?}", out.violations);
        assert!(out.ended, "seed {seed}: game did not end after {} actions", out.actions);
        ended += 1;
    }
    assert_eq!(ended, n);
}

#[test]
fn same_seed_and_actions_give_the_same_game() {
    for seed in [3u64, 77, 1234] {
        let mut g1 = builtin_game(0, 1, seed);
        let mut g2 = builtin_game(0, 1, seed);
        let mut r1 = Rng::new(seed);
        let mut r2 = Rng::new(seed);
        let o1 = play_random(&mut g1, &mut r1, 5000, false);
        let o2 = play_random(&mut g2, &mut r2, 5000, false);
        assert_eq!(o1, o2);
        assert_eq!(g1.log(), g2.log());
        assert!(g1 == g2);
        assert!(g1.result().is_some());
    }
    // A different seed gives a different game.
    assert_ne!(builtin_game(0, 1, 1).log(), builtin_game(0, 1, 2).log());
}

#[test]
fn random_setups_never_panic() {
    let mut rng = Rng::new(404);
    let mut ok = 0;
    for seed in 0..300u64 {
        let len_a = if seed % 3 == 0 { 25 + rng.below(10) as usize } else { 30 };
        let span = if seed % 5 == 0 { 34 } else { 31 };
        let deck = |rng: &mut Rng, len: usize| -> Vec<CardNo> { (0..len).map(|_| CardNo(rng.below(span) as u16 + 1)).collect() };
        let setup = GameSetup::new(deck(&mut rng, len_a), deck(&mut rng, 30), seed);
        match Game::new(setup) {
            Ok(mut g) => {
                ok += 1;
                let out = play_random(&mut g, &mut rng, 3000, false);
                assert!(out.violations.is_empty(), "{:?}", out.violations);
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    // Most random lists break a deck rule; the legal ones play.
    assert!(ok > 0 && ok < 300, "{ok}");
    // Any action, legal or not, from any seat: never a panic, refused ones change nothing.
    let mut g = builtin_game(0, 2, 1);
    let probes = [
        Action::Keep,
        Action::Set { card: CardId(u16::MAX) },
        Action::Choose(Choice::Cards(vec![CardId(0), CardId(0)])),
        Action::Choose(Choice::Pay(vec![])),
        Action::Choose(Choice::Replace(true)),
        Action::Janken(Hand::Rock),
    ];
    for p in probes {
        for s in Seat::BOTH {
            let before = g.clone();
            if g.apply(s, p.clone()).is_err() {
                assert!(g == before);
            }
        }
    }
}

/// The invariant check the random games rely on finds what it is meant to find: a card in two
/// places, a card missing, a card in the zones of a seat that does not own it.
#[test]
fn the_invariant_check_finds_a_misplaced_card() {
    let g = builtin_game(0, 1, 7);
    assert_eq!(g.card_count(), 60, "two decks of 30");
    g.check_invariants().expect("a fresh game is legal");
    let mut twice = g.clone();
    let c = twice.zones[Seat::A].deck[0];
    twice.zones[Seat::A].hand.push(c);
    assert!(twice.check_invariants().unwrap_err().contains("2 places"));
    let mut missing = g.clone();
    missing.zones[Seat::A].deck.remove(0);
    assert!(missing.check_invariants().unwrap_err().contains("0 places"));
    let mut stolen = g.clone();
    let c = stolen.zones[Seat::B].deck.remove(0);
    stolen.zones[Seat::A].trash.push(c);
    assert!(stolen.check_invariants().unwrap_err().contains("does not own"));
}
