//! Finds a game of the built-in decks that reaches a rare moment and prints it as a save
//! (`SaveFile` JSON on stdout), so the browser tests can open the table right there instead of
//! playing hundreds of random games:
//!
//! - `tie-break`: both players lost at once and must play janken (1-2-3);
//! - `replace`: a card's optional replacement effect asks its owner (8-1-2-3-1).
//!
//! `cargo run -p kaiun-engine --example fixture -- tie-break`
//!
//! The search is deterministic (seeded random legal actions), so the same build always prints
//! the same save.

use kaiun_engine::pool::builtin_decks;
use kaiun_engine::replay::{SaveFile, SAVE_FORMAT};
use kaiun_engine::setup::GameSetup;
use kaiun_engine::{Action, DecisionKind, Game, Rng, Seat};

fn wanted(kind: &DecisionKind, what: &str) -> bool {
    match what {
        "tie-break" => matches!(kind, DecisionKind::TieBreakJanken),
        "replace" => matches!(kind, DecisionKind::Replace { .. }),
        _ => false,
    }
}

fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    if !matches!(what.as_str(), "tie-break" | "replace") {
        eprintln!("usage: fixture tie-break|replace");
        std::process::exit(2);
    }
    let decks = builtin_decks();
    for n in 0..100_000u64 {
        let a = decks[n as usize % decks.len()].cards.clone();
        let b = decks[(n as usize / decks.len()) % decks.len()].cards.clone();
        let setup = GameSetup::new(a, b, n);
        let Ok(mut game) = Game::new(setup.clone()) else { continue };
        let mut rng = Rng::new(n ^ 0x5eed_f1c7);
        let mut actions: Vec<(Seat, Action)> = Vec::new();
        while game.result().is_none() && actions.len() < 5_000 {
            let seats = game.decision_seats();
            if seats.iter().any(|&s| game.decision(s).is_some_and(|d| wanted(&d.kind, &what))) {
                let save = SaveFile { format: SAVE_FORMAT, setup, actions };
                match serde_json::to_string(&save) {
                    Ok(json) => {
                        println!("{json}");
                        return;
                    }
                    Err(e) => {
                        eprintln!("fixture: {e}");
                        std::process::exit(1);
                    }
                }
            }
            let Some(&seat) = seats.first() else { break };
            let legal: Vec<Action> = game.legal_actions(seat).into_iter().filter(|a| *a != Action::Concede).collect();
            if legal.is_empty() {
                break;
            }
            let pick = legal[rng.below(legal.len() as u32) as usize].clone();
            if game.apply(seat, pick.clone()).is_err() {
                break;
            }
            actions.push((seat, pick));
        }
    }
    eprintln!("fixture: no game reached '{what}'");
    std::process::exit(1);
}
