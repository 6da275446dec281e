//! Random self-play: `cargo run --release -p kaiun-engine --example selfplay -- --games N --seed S`.

use std::time::Instant;

use kaiun_engine::testkit::{builtin_game, play_random};
use kaiun_engine::{EndReason, Rng};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut games: u64 = 1000;
    let mut seed: u64 = 1;
    let mut verbose = false;
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--games" => {
                games = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(games);
                i += 1;
            }
            "--seed" => {
                seed = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(seed);
                i += 1;
            }
            "--verbose" => verbose = true,
            _ => {}
        }
        i += 1;
    }
    let start = Instant::now();
    let mut actions = 0usize;
    let mut violations = 0usize;
    let mut turns = 0u64;
    let mut reasons = [0usize; 4];
    for n in 0..games {
        let s = seed.wrapping_add(n);
        let mut g = builtin_game(n as usize % 3, (n as usize / 3) % 3, s);
        let mut rng = Rng::new(s ^ 0x00c0_ffee);
        let out = play_random(&mut g, &mut rng, 20_000, true);
        actions += out.actions;
        turns += u64::from(g.turn());
        violations += out.violations.len() + usize::from(!out.ended);
        if verbose {
            for v in &out.violations {
                eprintln!("game {n} (seed {s}): {v}");
            }
        }
        if let Some(r) = g.result() {
            reasons[match r.reason {
                EndReason::LostBattleWithoutBarrier => 0,
                EndReason::RefreshedWithoutBarrier => 1,
                EndReason::Conceded => 2,
                EndReason::CardEffect => 3,
            }] += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    if verbose {
        eprintln!(
            "avg turns {:.1}; endings: battle {} refresh {} concede {} effect {}",
            turns as f64 / games.max(1) as f64,
            reasons[0],
            reasons[1],
            reasons[2],
            reasons[3]
        );
    }
    println!(
        "selfplay: {games} games, {:.0} games/s, {:.0} actions/s, {violations} invariant violations",
        games as f64 / secs,
        actions as f64 / secs
    );
}
