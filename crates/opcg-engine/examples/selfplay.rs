//! Random self-play: `cargo run --release -p opcg-engine --example selfplay -- --games N --seed S`.
//! Plays N games with uniformly random legal actions (concession excluded) on one core, checks
//! after every action that a running game waits for someone, lists Concede last and applies the
//! listed action, checks the full invariants (`Game::check_invariants`) at the end of every game,
//! and prints one summary line (every failed check counts as a violation) with a digest of every
//! game's result, action count and event count: a change that keeps behaviour keeps the digest.
//!
//! Instructions per game: `bash crates/opcg-engine/tools/instructions-per-game.sh [GAMES] [SEED]`
//! runs this example under valgrind's callgrind and prints (instructions − setup) / games.

use std::hash::{Hash, Hasher};
use std::time::Instant;

use opcg_engine::testkit;
use opcg_engine::{Action, ByPlayer, Game, Rng, SetupOptions};

fn main() {
    let mut games = 1000u64;
    let mut seed = 1u64;
    let args: Vec<String> = std::env::args().collect();
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--games" => games = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(games),
            "--seed" => seed = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(seed),
            _ => {}
        }
        i += 2;
    }
    let decks = testkit::decks();
    let db = std::sync::Arc::new(testkit::card_db());
    let mut rng = Rng::new(seed);
    // Every pairing of the test decks, mirror matches included.
    let pairs: Vec<ByPlayer<_>> = (0..decks.len() * decks.len()).map(|i| ByPlayer::new(decks[i % decks.len()].clone(), decks[i / decks.len()].clone())).collect();
    // Validate each pairing once; every game of it starts from the prepared decks.
    let prepared: Vec<_> = pairs.iter().map(|p| Game::prepare(db.clone(), p, SetupOptions::default())).collect();
    let mut actions = 0u64;
    let mut violations = 0u64;
    let mut digest = Fnv(0xcbf2_9ce4_8422_2325);
    let start = Instant::now();
    for g in 0..games {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g);
        let Ok(decks) = &prepared[(g % pairs.len() as u64) as usize] else {
            violations += 1;
            continue;
        };
        let mut game = Game::new_prepared(decks, game_seed);
        while game.result().is_none() {
            let Some(seat) = game.decision_seat() else {
                violations += 1;
                break;
            };
            // Concede is always legal and listed last; play anything else uniformly.
            let pick = game.with_legal_actions(seat, |legal| {
                let n = legal.len().saturating_sub(1);
                if n == 0 || legal.last() != Some(&Action::Concede) {
                    return None;
                }
                Some(rng.below(n as u32) as usize)
            });
            let Some(pick) = pick else {
                violations += 1;
                break;
            };
            if game.apply_legal_index(seat, pick).is_err() {
                violations += 1;
                break;
            }
            actions += 1;
        }
        if game.check_invariants().is_err() {
            violations += 1;
        }
        (game.result(), game.actions_applied(), game.events().len()).hash(&mut digest);
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "selfplay: {} games, {:.0} games/s, {:.0} actions/s, {} invariant violations, digest {:016x}",
        games,
        games as f64 / secs,
        actions as f64 / secs,
        violations,
        digest.finish()
    );
}

/// FNV-1a: a few instructions per byte, so the digest hardly weighs on the measured games.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}
