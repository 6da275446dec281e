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
