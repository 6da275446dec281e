//! The arena: how strong is one policy against another?
//!
//! `cargo run --release -p opcg-ai --example arena -- --a search --b greedy --games N --seed S`
//! `cargo run --release -p opcg-ai --example arena -- --game kaiun --a search --b random --games N`
//! Run with `--help` for the options.

use std::sync::Arc;
use std::time::Instant;

use opcg_ai::kaiun::{kaiun_decide, kaiun_policy_by_name};
use opcg_ai::{decide, policy_by_name, Policy, SearchConfig};
use opcg_engine::{ByPlayer, DeckList, Game, GameResult, Seat, SetupOptions};

const HELP: &str = "\
arena: plays policy A against policy B and prints one closing line
  arena: <A> vs <B>: <W>% wins ± <C>% (95% CI) over <N> games, <P> playouts/s, <T> ms/decision p95

Games go over every ordered pairing of the four built-in decks (mirrors included); each deal
(decks and seed) is played twice, with A in seat A and then in seat B. W is A's score: a win
counts 1, a draw counts half (½), a loss 0; C is the normal-approximation 95% interval
(1.96·sqrt(W(1-W)/N)). P is the search playouts of both policies per second of their thinking
time (0 when neither searches). T is the 95th percentile of A's thinking time over the
decisions where A had more than one action to choose from.

With --game kaiun the games are Kaiun Colosseum over every ordered pairing of its three
built-in decks (each deal twice, seats swapped); its policies are random | greedy | search
(search: --iterations playouts to the end of the game per decision, default 1000).

options:
  --game G          opcg (default) | kaiun
  --a NAME          policy A: random | greedy | search (default search)
  --b NAME          policy B (default greedy)
  --games N         games to play (default 32)
  --seed S          seed of the deals and the policies (default 1)
  --iterations K    search: iterations (playouts) per decision (default 1000)
  --ms T            search: also stop after T ms per decision
  --horizon H       search: turns per playout before evaluating (default 2)
  --width W         search: candidates kept from the one-step ranking (default 12)
  --random-pct R    search: share of random answers in playouts (default 0)
  --verbose         one line per game
";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{HELP}");
        return;
    }
    match run(&args) {
        Ok(line) => println!("{line}"),
        Err(e) => {
            eprintln!("arena: {e}\n\n{HELP}");
            std::process::exit(2);
        }
    }
}

fn value<T: std::str::FromStr>(args: &[String], i: usize, name: &str) -> Result<T, String> {
    args.get(i + 1).and_then(|s| s.parse().ok()).ok_or_else(|| format!("{name} needs a valid value"))
}

fn run(args: &[String]) -> Result<String, String> {
    let (mut a, mut b) = ("search".to_string(), "greedy".to_string());
    let (mut games, mut seed) = (32u64, 1u64);
    let mut cfg = SearchConfig::default();
    let mut verbose = false;
    let mut kaiun = false;
    let mut i = 0;
    while i < args.len() {
        let step = match args[i].as_str() {
            "--a" => { a = value(args, i, "--a")?; 2 }
            "--b" => { b = value(args, i, "--b")?; 2 }
            "--games" => { games = value(args, i, "--games")?; 2 }
            "--seed" => { seed = value(args, i, "--seed")?; 2 }
            "--iterations" => { cfg.iterations = value(args, i, "--iterations")?; 2 }
            "--ms" => { cfg.time_ms = Some(value(args, i, "--ms")?); 2 }
            "--horizon" => { cfg.horizon = value(args, i, "--horizon")?; 2 }
            "--width" => { cfg.width = value(args, i, "--width")?; 2 }
            "--random-pct" => { cfg.random_pct = value(args, i, "--random-pct")?; 2 }
            "--verbose" => { verbose = true; 1 }
            "--game" => {
                kaiun = match value::<String>(args, i, "--game")?.as_str() {
                    "opcg" => false,
                    "kaiun" => true,
                    other => return Err(format!("unknown game {other}")),
                };
                2
            }
            other => return Err(format!("unknown option {other}")),
        };
        i += step;
    }
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    if kaiun {
        return run_kaiun(&a, &b, games, seed, cfg.iterations, verbose);
    }
    let mut pa = policy_by_name(&a, seed ^ 0xA, cfg.clone()).ok_or_else(|| format!("unknown policy {a}"))?;
    let mut pb = policy_by_name(&b, seed ^ 0xB, cfg.clone()).ok_or_else(|| format!("unknown policy {b}"))?;
    let db = Arc::new(opcg_cards::pool::builtin_db().map_err(|e| format!("built-in pool: {} errors", e.len()))?);
    let decks: Vec<DeckList> = opcg_cards::pool::builtin_decks().iter().map(|d| d.deck_list()).collect();
    let pairs: Vec<(usize, usize)> = (0..decks.len()).flat_map(|x| (0..decks.len()).map(move |y| (x, y))).collect();
    let prepared = pairs
        .iter()
        .map(|&(x, y)| Game::prepare(db.clone(), &ByPlayer::new(decks[x].clone(), decks[y].clone()), SetupOptions::default()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("built-in decks: {} setup errors", e.len()))?;

    let mut score = 0.0f64;
    let mut think = std::time::Duration::ZERO;
    let mut a_times: Vec<f64> = Vec::new();
    for g in 0..games {
        let deal = g / 2;
        let pair = (deal % pairs.len() as u64) as usize;
        let (x, y) = pairs[pair];
        let deal_seed = seed.wrapping_mul(1_000_003).wrapping_add(deal);
        let a_seat = if g % 2 == 0 { Seat::A } else { Seat::B };
        let mut game = Game::new_prepared(&prepared[pair], deal_seed);
        while game.result().is_none() {
            let Some(seat) = game.decision_seat() else { break };
            let p: &mut Box<dyn Policy> = if seat == a_seat { &mut pa } else { &mut pb };
            let options = game.with_legal_actions(seat, <[_]>::len);
            let t = Instant::now();
            let (s, i) = decide(p.as_mut(), &game).ok_or("no decision")?;
            let dt = t.elapsed();
            think += dt;
            if seat == a_seat && options > 2 {
                a_times.push(dt.as_secs_f64() * 1000.0);
            }
            game.apply_legal_index(s, i).map_err(|e| format!("game {g}: {} chose an illegal action: {e}", p.name()))?;
        }
        let r = match game.result() {
            Some(GameResult::Win { winner, .. }) if winner == a_seat => 1.0,
            Some(GameResult::Win { .. }) => 0.0,
            _ => 0.5,
        };
        score += r;
        if verbose {
            eprintln!("game {g}: decks {x}-{y}, {a} in seat {a_seat}: {r} ({} turns)", game.turn());
        }
    }
    Ok(closing(&a, &b, games, score, pa.playouts() + pb.playouts(), think, a_times))
}

/// The closing line, from A's score over `games` games.
fn closing(a: &str, b: &str, games: u64, score: f64, playouts: u64, think: std::time::Duration, mut a_times: Vec<f64>) -> String {
    let n = games as f64;
    let w = score / n;
    let ci = 1.96 * (w * (1.0 - w) / n).sqrt();
    let pps = playouts as f64 / think.as_secs_f64().max(1e-9);
    a_times.sort_by(f64::total_cmp);
    let p95 = if a_times.is_empty() { 0.0 } else { a_times[((a_times.len() as f64 * 0.95).ceil() as usize).clamp(1, a_times.len()) - 1] };
    format!(
        "arena: {a} vs {b}: {:.1}% wins ± {:.1}% (95% CI) over {games} games, {pps:.0} playouts/s, {p95:.1} ms/decision p95",
        w * 100.0,
        ci * 100.0
    )
}

/// Kaiun Colosseum games between two of its policies (see `--help`).
fn run_kaiun(a: &str, b: &str, games: u64, seed: u64, iterations: u32, verbose: bool) -> Result<String, String> {
    let mut pa = kaiun_policy_by_name(a, seed ^ 0xA, iterations).ok_or_else(|| format!("unknown policy {a}"))?;
    let mut pb = kaiun_policy_by_name(b, seed ^ 0xB, iterations).ok_or_else(|| format!("unknown policy {b}"))?;
    let decks = kaiun_engine::builtin_decks();
    let pairs: Vec<(usize, usize)> = (0..decks.len()).flat_map(|x| (0..decks.len()).map(move |y| (x, y))).collect();
    let mut score = 0.0f64;
    let mut think = std::time::Duration::ZERO;
    let mut a_times: Vec<f64> = Vec::new();
    for g in 0..games {
        let deal = g / 2;
        let (x, y) = pairs[(deal % pairs.len() as u64) as usize];
        let deal_seed = seed.wrapping_mul(1_000_003).wrapping_add(deal);
        let a_seat = if g % 2 == 0 { Seat::A } else { Seat::B };
        let setup = kaiun_engine::GameSetup::new(decks[x].cards.clone(), decks[y].cards.clone(), deal_seed);
        let mut game = kaiun_engine::Game::new(setup).map_err(|e| format!("built-in decks: {e:?}"))?;
        let mut steps = 0;
        while game.result().is_none() {
            // In the set phase both seats must act: seat A answers first, then B (each from its
            // own view: B does not learn A's face-down card).
            let Some(&seat) = game.decision_seats().first() else { return Err(format!("game {g}: nobody can act")) };
            steps += 1;
            if steps > 10_000 {
                return Err(format!("game {g}: no end after {steps} decisions"));
            }
            let p = if seat == a_seat { &mut pa } else { &mut pb };
            let legal = game.legal_actions(seat);
            let t = Instant::now();
            let i = kaiun_decide(p.as_mut(), &game, seat).ok_or("no decision")?;
            let dt = t.elapsed();
            think += dt;
            if seat == a_seat && legal.len() > 2 {
                a_times.push(dt.as_secs_f64() * 1000.0);
            }
            let action = legal.get(i).cloned().ok_or_else(|| format!("game {g}: {} answered {i} of {}", p.name(), legal.len()))?;
            game.apply(seat, action).map_err(|e| format!("game {g}: {} chose an illegal action: {e}", p.name()))?;
        }
        let r = match game.result() {
            Some(res) if res.winner == a_seat => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        score += r;
        if verbose {
            eprintln!("game {g}: decks {x}-{y}, {a} in seat {a_seat}: {r} ({} turns)", game.turn());
        }
    }
    Ok(closing(a, b, games, score, pa.playouts() + pb.playouts(), think, a_times))
}
