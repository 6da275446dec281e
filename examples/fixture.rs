//! Finds a game of the built-in decks that reaches a rare moment and prints its save text (the
//! page's own format), so the browser tests can open the table right there instead of playing
//! many random games:
//!
//! - `return-don`: a DON!! −N asks where a DON!! comes from (8-3-1-6);
//! - `may`: a yes/no question about an effect ("you may", an optional cost, or an optional
//!   replacement: 8-1-2, 8-3-1-4, 8-1-3-4).
//!
//! `cargo run -p opcg-web --example fixture -- return-don|may`
//!
//! The search is deterministic (seeded random legal actions), so one build always prints the
//! same save.

use opcg_engine::{Action, ByPlayer, DecisionKind, Prompt, Rng, SetupOptions};
use opcg_web::prefs::PlayMode;
use opcg_web::session::{Session, Setup};

fn wanted(kind: &DecisionKind, what: &str) -> bool {
    match what {
        "return-don" => matches!(kind, DecisionKind::ReturnDon { .. }),
        "may" => matches!(kind, DecisionKind::YesNo { prompt: Prompt::May | Prompt::PayCost | Prompt::Replace, effect: Some(_), .. }),
        _ => false,
    }
}

fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    if !matches!(what.as_str(), "return-don" | "may") {
        eprintln!("usage: fixture return-don|may");
        std::process::exit(2);
    }
    let decks = opcg_cards::pool::builtin_decks();
    let n_decks = decks.len() as u64;
    for n in 0..20_000u64 {
        let a = decks[(n % n_decks) as usize].deck_list();
        let b = decks[((n / n_decks) % n_decks) as usize].deck_list();
        let setup = Setup::new(ByPlayer::new(a, b), n, SetupOptions::default(), |_| None);
        let Ok(mut session) = Session::new(setup, PlayMode::OpenHands) else { continue };
        let mut rng = Rng::new(n ^ 0x5eed_f1c7);
        for _ in 0..3_000 {
            if session.result().is_some() {
                break;
            }
            let Some(seat) = session.decision_seat() else { break };
            let at = session.seat(seat);
            if at.view().decision.is_some_and(|d| wanted(&d.kind, &what)) {
                println!("{}", session.save());
                return;
            }
            let legal: Vec<Action> = at.legal_actions().into_iter().filter(|a| *a != Action::Concede).collect();
            if legal.is_empty() {
                break;
            }
            let pick = legal[rng.below(legal.len() as u32) as usize].clone();
            if session.apply(seat, pick).is_err() {
                break;
            }
        }
    }
    eprintln!("fixture: no game reached '{what}'");
    std::process::exit(1);
}
