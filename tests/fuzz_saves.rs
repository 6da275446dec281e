//! Fuzz tests of the page's readers (native, debug builds: overflow checks on): the save
//! loaders of both games (`Session::load_with`, `KaiunSession::load`; the same text a game
//! file or the kept game in storage gives them) and the stored-data readers (imported cards,
//! saved decks, settings). Inputs are real saves of random games — plays and judge actions,
//! with imported cards carried along — mutated: numbers replaced by extremes (`i32::MAX`,
//! `u64::MAX`, −1, floats), fields dropped, strings cut, values retyped, steps repeated, the
//! text cut short.
//!
//! Each input is either refused with a typed error that says why, or loads to a game that
//! keeps its invariants, whose views build, whose carried cards are within the printed ranges,
//! and whose save loads back to the same game.
//!
//! CI runs a bounded count; `FUZZ_CASES=N` runs N cases per target by hand.
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/mutate.rs"]
mod mutate;

use mutate::{cases, Edit};
use opcg_engine::{Action, ByPlayer, DecisionKind, Hidden, JudgeAction, JudgeZone, Seat, SetupOptions, JUDGE_POWER_LIMIT};
use opcg_web::decks::SavedDeck;
use opcg_web::kaiun::session::KaiunSession;
use opcg_web::prefs::{PlayMode, Prefs};
use opcg_web::session::{LoadError, Session, Setup};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence};
use serde_json::Value;

fn config(ci_default: u32) -> Config {
    Config { cases: cases(ci_default), failure_persistence: Some(Box::new(FileFailurePersistence::Off)), ..Config::default() }
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 0..8)
}

/// A version 1 save written by the last build that wrote version 1.
const V1: &str = include_str!("fixtures/save-v1.json");

/// A session between two built-in decks; with `imported`, seat A's deck uses a copy of one of
/// its cards under a number of its own, so the save carries it as printed.
fn new_session(deck: u8, seed: u64, imported: bool) -> Session {
    let decks = opcg_web::decks::builtin_only();
    let a = decks[usize::from(deck) % decks.len()].list.clone();
    let b = decks[usize::from(deck / 8) % decks.len()].list.clone();
    if !imported {
        return Session::new(Setup::new(ByPlayer::new(a, b), seed, SetupOptions::default(), |_| None), PlayMode::OpenHands).expect("built-in decks");
    }
    let cards = opcg_cards::builtin_cards();
    let leader = cards.iter().find(|c| c.number == a.leader).expect("leader printed").clone();
    let base = a.main[0].clone();
    let main = cards.iter().find(|c| c.number == base).expect("card printed").clone();
    let rename = |n: &String| if *n == base { "IMP-002".to_string() } else { n.clone() };
    let a = opcg_engine::DeckList { leader: "IMP-001".into(), main: a.main.iter().map(rename).collect() };
    let lookup = |n: &str| match n {
        "IMP-001" => Some(opcg_cards::PrintedCard { number: n.into(), ..leader.clone() }),
        "IMP-002" => Some(opcg_cards::PrintedCard { number: n.into(), ..main.clone() }),
        _ => None,
    };
    let setup = Setup::new(ByPlayer::new(a, b), seed, SetupOptions::default(), lookup);
    read_as_the_page_does(&setup.cards);
    Session::new(setup, PlayMode::PassAndPlay).expect("renamed decks stay legal")
}

/// Cards that are not built in are read by the worker before a game with them starts or
/// loads; a card the worker refuses stays unread (and the game refuses it).
fn read_as_the_page_does(cards: &[opcg_cards::PrintedCard]) {
    let todo = opcg_web::readings::missing(cards);
    if let Ok(bytes) = opcg_worker::answer("read", &serde_json::to_string(&todo).expect("cards are JSON")) {
        opcg_web::readings::add(&todo, &bytes).expect("the worker's answer fits the page");
    }
}

/// Plays random steps: mostly legal plays, sometimes a judge action (kept only if accepted).
/// It drives the session as the interface does, through the acting seat's view.
fn play(s: &mut Session, steps: &[(u8, u32)]) {
    for &(kind, a) in steps {
        let Some(seat) = s.decision_seat() else { return };
        let view = s.seat(seat).view();
        if kind % 5 == 0 && matches!(view.decision.as_ref().map(|d| &d.kind), Some(DecisionKind::Main | DecisionKind::Counter { .. } | DecisionKind::Block { .. })) {
            let mine = &view.sides[seat];
            let mut cards = vec![mine.leader.card.id, view.sides[seat.other()].leader.card.id];
            cards.extend(mine.characters.iter().map(|c| c.card.id));
            cards.extend(mine.hand.iter().filter_map(|h| match h {
                Hidden::Known(c) => Some(c.id),
                Hidden::Unknown => None,
            }));
            let card = cards[a as usize % cards.len()];
            let j = match a % 4 {
                0 => JudgeAction::Power { card, delta: (a as i32 % (2 * JUDGE_POWER_LIMIT)) - JUDGE_POWER_LIMIT },
                1 => JudgeAction::MoveCard { card, to: JudgeZone::Trash },
                2 => JudgeAction::Draw { seat },
                _ => JudgeAction::DonFromDeck { seat },
            };
            let _ = s.judge(seat, j);
            continue;
        }
        let legal: Vec<Action> = s.seat(seat).legal_actions().into_iter().filter(|x| *x != Action::Concede).collect();
        if legal.is_empty() {
            return;
        }
        s.apply(seat, legal[a as usize % legal.len()].clone()).expect("legal actions apply");
    }
}

/// What a loaded session must satisfy.
fn check_loaded(s: &Session) {
    s.check_invariants().unwrap_or_else(|e| panic!("invariant: {e}"));
    // each seat's hand: known to its owner, a count of the same size to the other seat
    for seat in Seat::BOTH {
        let own = s.seat(seat).view().sides[seat].hand.len();
        let theirs = &s.seat(seat.other()).view().sides[seat].hand;
        assert_eq!(theirs.len(), own);
        assert!(theirs.iter().all(|h| matches!(h, Hidden::Unknown)), "the other seat sees counts only");
    }
    assert_eq!(opcg_cards::check_all_stats(&s.setup().cards), Ok(()));
    let again = Session::load_with(&s.save(), |_| None).expect("a loaded game's save loads");
    assert!(again == *s, "a loaded game's save loads to the same game");
}

fn check_refused(e: &LoadError, text: &str) {
    let why = e.to_string();
    assert!(!why.is_empty());
    match e {
        LoadError::CardStats(s) => assert!(text.contains(&s.number) && why.contains(s.field), "{why}"),
        LoadError::ReplayJudge { error: opcg_engine::JudgeError::PowerOutOfRange { delta }, .. } => {
            assert!(delta.unsigned_abs() > JUDGE_POWER_LIMIT.unsigned_abs() && why.contains(&delta.to_string()), "{why}");
        }
        _ => {}
    }
}

fn load(text: &str) {
    read_as_the_page_does(&opcg_web::session::cards_of_save(text));
    match Session::load_with(text, |_| None) {
        Ok(s) => check_loaded(&s),
        Err(e) => check_refused(&e, text),
    }
}

fn maybe_cut(text: &str, cut: u32) -> &str {
    if cut.is_multiple_of(8) {
        mutate::cut_text(text, cut / 8)
    } else {
        text
    }
}

proptest! {
    #![proptest_config(config(128))]

    /// A save (version 2) of a random game with plays, judge actions and imported cards,
    /// mutated: loads to a sound game that saves back to itself, or is refused with its reason
    /// (a card out of its printed range named with its field, an out-of-range judge step with
    /// its delta, the step that does not replay…).
    #[test]
    fn fuzz_opcg_saves_load_soundly_or_are_refused(deck in any::<u8>(), seed in any::<u64>(), imported in any::<bool>(),
        steps in prop::collection::vec((any::<u8>(), any::<u32>()), 0..60), edits in edits(), focus in any::<u32>(), cut in any::<u32>()) {
        let mut s = new_session(deck, seed, imported);
        play(&mut s, &steps);
        let mut json: Value = serde_json::from_str(&s.save()).expect("saves are JSON");
        // Most numbers of a save are card ids, and most edits make it unreadable: a third of the
        // cases aim at the ways in the fuzzing found instead (a carried card's stats, a judge
        // step's power delta), a third at judge deltas only, a third take random edits.
        match focus % 3 {
            0 => if let Some(cards) = json.get_mut("cards") { mutate::apply(cards, (0, focus / 3, focus / 7)) },
            1 => {
                // A judge power step at the end (it applies now, or is refused with its reason).
                let seat = s.decision_seat().unwrap_or(Seat::A);
                let j = JudgeAction::Power { card: s.seat(seat).view().sides[seat].leader.card.id, delta: 1000 };
                let step = serde_json::json!({"seat": seat, "judge": j});
                json["actions"].as_array_mut().expect("a save lists its steps").push(step);
                let deltas = json["actions"].as_array_mut().into_iter().flatten().filter_map(|t| t.pointer_mut("/judge/Power/delta"));
                for (i, d) in deltas.enumerate() {
                    if (focus / 3 + i as u32).is_multiple_of(2) { mutate::apply(d, (0, 0, focus / 5 + i as u32)) }
                }
            }
            _ => mutate::mutate(&mut json, &edits),
        }
        let text = json.to_string();
        load(maybe_cut(&text, cut));
    }

    /// The version 1 save fixture, mutated, read the same way.
    #[test]
    fn fuzz_opcg_version_1_saves_load_soundly_or_are_refused(edits in edits(), cut in any::<u32>()) {
        let mut json: Value = serde_json::from_str(V1).expect("fixture is JSON");
        mutate::mutate(&mut json, &edits);
        let text = json.to_string();
        load(maybe_cut(&text, cut));
    }

    /// A Kaiun save of a random game, mutated: loads to a game that keeps its invariants and
    /// saves back to itself, or is refused with its reason.
    #[test]
    fn fuzz_kaiun_saves_load_soundly_or_are_refused(a in 0usize..3, b in 0usize..3, seed in any::<u64>(),
        steps in prop::collection::vec(any::<u32>(), 0..80), edits in edits(), cut in any::<u32>()) {
        let mut s = KaiunSession::builtin(a, b, seed, PlayMode::OpenHands).expect("built-in decks");
        for pick in steps {
            let Some(seat) = s.acting() else { break };
            let legal: Vec<_> = s.seat(seat).legal_actions().into_iter().filter(|x| *x != kaiun_engine::Action::Concede).collect();
            if legal.is_empty() { break; }
            s.apply(seat, legal[pick as usize % legal.len()].clone()).expect("legal actions apply");
        }
        let mut json: Value = serde_json::from_str(&s.save()).expect("saves are JSON");
        mutate::mutate(&mut json, &edits);
        let text = json.to_string();
        match KaiunSession::load(maybe_cut(&text, cut)) {
            Ok(k) => {
                k.check_invariants().unwrap_or_else(|e| panic!("invariant or view: {e}"));
                prop_assert!(KaiunSession::load(&k.save()).ok() == Some(k));
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    /// The imported cards kept in storage (a JSON list of printed cards), mutated: read only
    /// when every card is within the printed ranges, else refused with a message naming why.
    #[test]
    fn fuzz_stored_cards_are_read_only_within_printed_ranges(skip in any::<usize>(), take in 1usize..10, edits in edits(), cut in any::<u32>()) {
        let all = opcg_cards::builtin_cards();
        let cards: Vec<_> = all.iter().cycle().skip(skip % all.len()).take(take).cloned().collect();
        let mut json = serde_json::to_value(&cards).expect("cards serialise");
        mutate::mutate(&mut json, &edits);
        let text = json.to_string();
        match opcg_web::cardlist::read_stored(maybe_cut(&text, cut)) {
            Ok(read) => prop_assert_eq!(opcg_cards::check_all_stats(&read), Ok(())),
            Err(why) => prop_assert!(why.starts_with("the imported cards kept in this browser are damaged")),
        }
    }

    /// Saved decks and settings kept in storage, mutated: they read (and a saved deck's list
    /// then parses, or is refused line by line) or are refused; never a panic.
    #[test]
    fn fuzz_stored_decks_and_settings_read_or_are_refused(deck in any::<usize>(), edits in edits(), cut in any::<u32>()) {
        let decks = opcg_cards::builtin_decks();
        let d = &decks[deck % decks.len()];
        let saved = vec![SavedDeck { id: "deck-1".into(), name: "Fuzz".into(), list: d.to_list_text() }];
        let mut json = serde_json::to_value(&saved).expect("decks serialise");
        mutate::mutate(&mut json, &edits);
        let text = json.to_string();
        if let Ok(read) = serde_json::from_str::<Vec<SavedDeck>>(maybe_cut(&text, cut)) {
            let pool = opcg_web::decks::builtin_db();
            for s in read {
                match opcg_cards::decklist::parse(&s.list, |n| pool.by_number(n).map(|c| c.kind)) {
                    Ok(parsed) => {
                        let _ = opcg_web::decks::deck_errors(&pool, &parsed.into());
                    }
                    Err(errors) => prop_assert!(!errors.is_empty()),
                }
            }
        }
        let mut prefs = serde_json::to_value(Prefs::default()).expect("prefs serialise");
        mutate::mutate(&mut prefs, &edits);
        let _ = serde_json::from_value::<Prefs>(prefs);
    }
}
