//! Finds a game of the built-in decks that reaches a rare moment and prints its save text (the
//! page's own format), so the browser tests can open the table right there instead of playing
//! many random games:
//!
//! - `return-don`: a DON!! −N asks where a DON!! comes from (8-3-1-6);
//! - `may`: a yes/no question about an effect ("you may", an optional cost, or an optional
//!   replacement: 8-1-2, 8-3-1-4, 8-1-3-4);
//! - `by-hand`: an imported card whose [On Play] text the compiler does not read stops the game
//!   for the players to carry it out by hand (the save carries the card as printed).
//!
//! `cargo run -p opcg-web --example fixture -- return-don|may|by-hand`
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
        "by-hand" => matches!(kind, DecisionKind::ByHand { .. }),
        _ => false,
    }
}

fn main() {
    let what = std::env::args().nth(1).unwrap_or_default();
    if !matches!(what.as_str(), "return-don" | "may" | "by-hand") {
        eprintln!("usage: fixture return-don|may|by-hand");
        std::process::exit(2);
    }
    let decks = opcg_cards::pool::builtin_decks();
    let n_decks = decks.len() as u64;
    let imported = unread_card();
    for n in 0..20_000u64 {
        let mut a = decks[(n % n_decks) as usize].deck_list();
        let b = decks[((n / n_decks) % n_decks) as usize].deck_list();
        if what == "by-hand" {
            // four copies of an imported card in its own colour, in place of the last four
            let colours = opcg_cards::builtin_db().ok().and_then(|db| db.by_number(&a.leader).map(|d| d.colours.clone())).unwrap_or_default();
            let len = a.main.len();
            for slot in &mut a.main[len - 4..] {
                *slot = imported.number.clone();
            }
            let card = opcg_cards::PrintedCard { colours, ..imported.clone() };
            // Read as the page reads it: the worker's answer, kept by `readings`.
            let answer = opcg_worker::answer("read", &serde_json::to_string(&[&card]).unwrap_or_default());
            if let Err(why) = answer.and_then(|bytes| opcg_web::readings::add(std::slice::from_ref(&card), &bytes)) {
                eprintln!("fixture: the card was not read: {why}");
                std::process::exit(1);
            }
            let setup = Setup::new(ByPlayer::new(a, b), n, SetupOptions::default(), |num| (num == card.number).then(|| card.clone()));
            if let Some(save) = search(setup, n, &what) {
                println!("{save}");
                return;
            }
            continue;
        }
        let setup = Setup::new(ByPlayer::new(a, b), n, SetupOptions::default(), |_| None);
        if let Some(save) = search(setup, n, &what) {
            println!("{save}");
            return;
        }
    }
    eprintln!("fixture: no game reached '{what}'");
    std::process::exit(1);
}

/// An invented Character whose [On Play] the compiler does not read.
fn unread_card() -> opcg_cards::PrintedCard {
    opcg_cards::PrintedCard {
        number: "ZZ09-001".into(),
        kind: opcg_engine::CardKind::Character,
        colours: Vec::new(),
        cost: Some(1),
        power: Some(2000),
        counter: Some(1000),
        life: None,
        attributes: Vec::new(),
        rarity: "C".into(),
        block: Some(1),
        texts: [(
            game_core::Lang::En,
            opcg_cards::CardText {
                name: "Test Shanty Singer".into(),
                traits: vec!["Test Crew".into()],
                effect: "[On Play] Sing a song of the sea to the moon.".into(),
                trigger: None,
            },
        )]
        .into_iter()
        .collect(),
    }
}

/// Plays seeded random legal actions until the wanted decision; the save there.
fn search(setup: Setup, n: u64, what: &str) -> Option<String> {
    let mut session = Session::new(setup, PlayMode::OpenHands).ok()?;
    let mut rng = Rng::new(n ^ 0x5eed_f1c7);
    for _ in 0..3_000 {
        if session.result().is_some() {
            return None;
        }
        let seat = session.decision_seat()?;
        let at = session.seat(seat);
        if at.view().decision.is_some_and(|d| wanted(&d.kind, what)) {
            return Some(session.save());
        }
        let legal: Vec<Action> = at.legal_actions().into_iter().filter(|a| *a != Action::Concede).collect();
        if legal.is_empty() {
            return None;
        }
        let pick = legal[rng.below(legal.len() as u32) as usize].clone();
        session.apply(seat, pick).ok()?;
    }
    None
}
