//! Fuzz tests of the Kaiun engine (debug builds: overflow checks on): random and mutated
//! actions at random points of random games, also over card catalogs whose numbers (運値,
//! cost, effect amounts) were replaced by extremes, and replays of mutated save files. After
//! every step the game keeps its invariants, views hide what they must, and a refused action
//! changed nothing. (Kaiun has no judge actions.)
//!
//! CI runs a bounded count; `FUZZ_CASES=N` runs N cases per target by hand.

#[path = "../../../tests/support/mutate.rs"]
mod mutate;

use kaiun_engine::testkit::check_view;
use kaiun_engine::*;
use mutate::{cases, Edit};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence};

fn config(ci_default: u32) -> Config {
    Config { cases: cases(ci_default), failure_persistence: Some(Box::new(FileFailurePersistence::Off)), ..Config::default() }
}

type Step = (u8, u32, u32);

fn check(g: &Game) {
    g.check_invariants().unwrap_or_else(|e| panic!("invariant: {e}"));
    for s in Seat::BOTH {
        check_view(g, s).unwrap_or_else(|e| panic!("view: {e}"));
    }
}

/// Plays one step: a legal action (most often) or a mutated one, by a seat that decides or
/// the other; a refused action changes nothing, a listed one is accepted.
fn step(g: &mut Game, (kind, a, b): Step) -> Option<(Seat, Action)> {
    let seats = g.decision_seats();
    let seat = *seats.get(a as usize % seats.len().max(1))?;
    let legal = g.legal_actions(seat);
    if kind % 4 != 0 {
        let choices: Vec<&Action> = legal.iter().filter(|x| **x != Action::Concede).collect();
        let pick = (*choices.get(b as usize % choices.len().max(1))?).clone();
        g.apply(seat, pick.clone()).unwrap_or_else(|e| panic!("legal {pick:?} refused: {e}"));
        return Some((seat, pick));
    }
    let base = legal.get(b as usize % legal.len().max(1))?;
    let mut json = serde_json::to_value(base).expect("actions serialise");
    mutate::apply(&mut json, (0, a, b));
    let action: Action = serde_json::from_value(json).unwrap_or_else(|_| base.clone());
    if action == Action::Concede {
        return None;
    }
    let by = if a % 3 == 0 { seat.other() } else { seat };
    let listed = g.legal_actions(by).contains(&action);
    let before = g.clone();
    match g.apply(by, action.clone()) {
        Ok(_) => Some((by, action)),
        Err(e) => {
            assert!(!listed, "listed {action:?} refused: {e}");
            assert!(*g == before, "refused {action:?} changed the game");
            None
        }
    }
}

fn setup(seed: u64, decks: u8) -> GameSetup {
    let all = builtin_decks();
    let a = all[usize::from(decks) % all.len()].cards.clone();
    let b = all[usize::from(decks / 4) % all.len()].cards.clone();
    GameSetup::new(a, b, seed)
}

/// Plays the steps; returns the actions taken (for a save).
fn play(setup: GameSetup, steps: &[Step]) -> Option<(Game, Vec<(Seat, Action)>)> {
    let mut g = match Game::new(setup) {
        Ok(g) => g,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return None;
        }
    };
    check(&g);
    let mut taken = Vec::new();
    for &s in steps {
        if g.result().is_some() {
            break;
        }
        taken.extend(step(&mut g, s));
        check(&g);
    }
    Some((g, taken))
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 0..200)
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 1..24)
}

proptest! {
    #![proptest_config(config(128))]

    /// Random and mutated actions at random points of random games keep every invariant.
    #[test]
    fn fuzz_kaiun_random_and_mutated_actions_keep_invariants(seed in any::<u64>(), decks in any::<u8>(), steps in steps()) {
        play(setup(seed, decks), &steps);
    }

    /// The same over a catalog whose 運値 and costs are extremes (`i16::MAX`, `i16::MIN`, 255)
    /// and whose other numbers (effect amounts, modifiers) were replaced where they still fit:
    /// the 運値 sum saturates, nothing wraps or panics.
    #[test]
    fn fuzz_kaiun_games_over_extreme_card_numbers_never_overflow(seed in any::<u64>(), decks in any::<u8>(), edits in edits(), steps in steps()) {
        let mut s = setup(seed, decks);
        let mut cards = builtin_cards();
        let n = cards.len();
        for &(field, which, param) in &edits {
            let c = &mut cards[which as usize % n];
            let v = [i16::MAX, i16::MIN, -1, 0, 1, i16::MAX - 1][param as usize % 6];
            match field % 3 {
                0 => c.luck_win = v,
                1 => c.luck_lose = v,
                _ => c.cost = u8::try_from(v.clamp(0, 255)).unwrap_or(u8::MAX),
            }
        }
        let mut json = serde_json::to_value(&cards).expect("cards serialise");
        for &(_, which, param) in &edits {
            let mut tried = json.clone();
            mutate::apply(&mut tried, (0, which.rotate_left(5), param.rotate_left(9)));
            if serde_json::from_value::<Vec<CardDef>>(tried.clone()).is_ok() {
                json = tried;
            }
        }
        s.cards = serde_json::from_value(json).expect("kept edits read");
        play(s, &steps);
    }

    /// A save file (setup with its catalog, and the actions of a random game), mutated —
    /// numbers to extremes, fields dropped, strings cut, values retyped, elements repeated —
    /// either fails to read, or replays to a game that keeps its invariants, or is refused
    /// with a typed error naming why.
    #[test]
    fn fuzz_kaiun_mutated_save_files_replay_or_are_refused(seed in any::<u64>(), decks in any::<u8>(), steps in prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 0..80), edits in edits(), cut in any::<u32>()) {
        let mut s = setup(seed, decks);
        s.cards = builtin_cards();
        let Some((_, actions)) = play(s.clone(), &steps) else { return Ok(()) };
        let save = SaveFile { format: SAVE_FORMAT, setup: s, actions };
        let mut json = serde_json::to_value(&save).expect("saves serialise");
        mutate::mutate(&mut json, &edits);
        let text = json.to_string();
        let text = if cut % 5 == 0 { mutate::cut_text(&text, cut / 5) } else { text.as_str() };
        if let Ok(file) = serde_json::from_str::<SaveFile>(text) {
            match file.replay() {
                Ok(g) => check(&g),
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
        }
    }
}

/// What the fuzzing found, fixed: a card design whose 運値 is near `i16::MAX`, with a permanent
/// +2 on top (card 9's, while its barrier holds two cards or fewer), used to overflow in debug
/// builds; the sum now stops at `i16::MAX`.
#[test]
fn luck_of_an_extreme_design_saturates() {
    let mut big = builtin_cards().into_iter().find(|c| c.no == CardNo(9)).expect("card 9 is built in");
    big.no = CardNo(900);
    (big.luck_win, big.luck_lose) = (i16::MAX - 1, i16::MAX - 1);
    let scenario = |barrier: usize| {
        kaiun_engine::testkit::Scenario::new().card(big.clone()).battle(Seat::A, 900, true).battle(Seat::B, 2, true).hand(Seat::A, &[8]).hand(Seat::B, &[8]).barrier_n(Seat::A, barrier).at_set().build()
    };
    assert_eq!(scenario(3).current_luck(Seat::A), Some(i16::MAX - 1), "no +2 with three barrier cards");
    let g = scenario(2);
    assert_eq!(g.current_luck(Seat::A), Some(i16::MAX));
    check(&g);
}
