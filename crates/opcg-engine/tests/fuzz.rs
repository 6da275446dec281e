//! Fuzz tests of the rules engine (debug builds: overflow checks on). Random games are played
//! with random legal actions, mutated actions (a legal action with its numbers replaced by
//! extremes or its ids swapped) and random judge actions at random points, some over card
//! definitions whose numbers were replaced by extremes (`i32::MAX` power, `i32::MIN` cost,
//! huge effect amounts). After every step the game keeps its invariants, both views build
//! (live power and cost of every card), and a refused action or judge action changed nothing.
//!
//! CI runs a bounded count; `FUZZ_CASES=N` runs N cases per target by hand.

#[path = "../../../tests/support/mutate.rs"]
mod mutate;

use mutate::{cases, Edit};
use opcg_engine::testkit;
use opcg_engine::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence};

fn config(ci_default: u32) -> Config {
    Config { cases: cases(ci_default), failure_persistence: Some(Box::new(FileFailurePersistence::Off)), ..Config::default() }
}

/// One step of a fuzzed game: `(kind, a, b)`; see [`step`].
type Step = (u8, u32, u32);

/// Every card id of the game, and two that never existed.
fn all_ids(g: &Game) -> Vec<CardId> {
    let mut v = vec![CardId(u32::MAX), CardId(999_999)];
    for s in Seat::BOTH {
        v.push(g.leader(s));
        v.extend(g.characters(s));
        v.extend(g.stage(s));
        v.extend(g.hand(s));
        v.extend(g.trash(s));
        v.extend(g.life(s));
        v.extend(g.deck(s));
    }
    v
}

fn judge_action(g: &Game, a: u32, b: u32) -> JudgeAction {
    let ids = all_ids(g);
    let card = ids[a as usize % ids.len()];
    let seat = if b.is_multiple_of(2) { Seat::A } else { Seat::B };
    let delta = match (b / 2) % 4 {
        0 => mutate::EXTREMES[(a / 7) as usize % mutate::EXTREMES.len()].clamp(i128::from(i32::MIN), i128::from(i32::MAX)) as i32,
        1 => JUDGE_POWER_LIMIT,
        2 => -JUDGE_POWER_LIMIT,
        _ => (a as i32) % 20_000,
    };
    match (b / 8) % 7 {
        0 => JudgeAction::Power { card, delta },
        1 => JudgeAction::MoveCard {
            card,
            to: [JudgeZone::Hand, JudgeZone::Trash, JudgeZone::DeckTop, JudgeZone::DeckBottom, JudgeZone::LifeTop][(a / 3) as usize % 5],
        },
        2 => JudgeAction::SetRested { card, rested: a.is_multiple_of(2) },
        3 => JudgeAction::Ko { card },
        4 => JudgeAction::Draw { seat },
        5 => JudgeAction::DonFromDeck { seat },
        _ => JudgeAction::DonToDeck { seat },
    }
}

/// Checks what must hold after any step: invariants, views of both seats (live power and cost
/// of every visible card), the legal actions of whoever decides.
fn check(g: &Game) {
    g.check_invariants().unwrap_or_else(|e| panic!("invariant: {e}"));
    for seat in Seat::BOTH {
        let v = g.view(seat);
        assert_eq!(v.sides[seat].hand.len(), g.hand(seat).len());
    }
    if let Some(seat) = g.decision_seat() {
        assert!(g.legal_actions(seat).contains(&Action::Concede));
    }
}

/// Plays one step; asserts that a refused step changed nothing and a listed action is taken.
fn step(g: &mut Game, (kind, a, b): Step) {
    let Some(seat) = g.decision_seat() else { return };
    let legal = g.legal_actions(seat);
    match kind % 10 {
        // Most steps play a legal action (not conceding), so games get far.
        0..=5 => {
            let choices: Vec<&Action> = legal.iter().filter(|x| **x != Action::Concede).collect();
            if let Some(pick) = choices.get(a as usize % choices.len().max(1)) {
                let pick = (*pick).clone();
                g.apply(seat, pick.clone()).unwrap_or_else(|e| panic!("legal {pick:?} refused: {e}"));
            }
        }
        // A judge action from either seat.
        6 | 7 => {
            let j = judge_action(g, a, b);
            let by = if b % 3 == 0 { seat.other() } else { seat };
            let before = g.clone();
            match g.judge(by, j.clone()) {
                Ok(_) => {
                    if let JudgeAction::Power { delta, .. } = j {
                        assert!(delta.unsigned_abs() <= JUDGE_POWER_LIMIT.unsigned_abs(), "out-of-range {delta} accepted");
                    }
                }
                Err(e) => {
                    assert!(*g == before, "refused judge action {j:?} ({e}) changed the game");
                    if let (JudgeAction::Power { delta, .. }, JudgeError::PowerOutOfRange { delta: d }) = (&j, e) {
                        assert_eq!(*delta, d);
                    }
                }
            }
        }
        // A legal action mutated (numbers → extremes, ids swapped), by either seat.
        _ => {
            let base = &legal[a as usize % legal.len()];
            let mut json = serde_json::to_value(base).expect("actions serialise");
            let ids = all_ids(g);
            mutate::apply(&mut json, (0, b, a));
            let mut action: Action = serde_json::from_value(json).unwrap_or_else(|_| base.clone());
            if let Action::DeclareAttack { target, .. } | Action::CounterCard { target, .. } = &mut action {
                *target = ids[b as usize % ids.len()];
            }
            if action == Action::Concede {
                return;
            }
            let by = if b % 4 == 0 { seat.other() } else { seat };
            let listed = g.legal_actions(by).contains(&action);
            let before = g.clone();
            match g.apply(by, action.clone()) {
                Ok(_) => {}
                Err(e) => {
                    assert!(!listed, "listed action {action:?} refused: {e}");
                    assert!(*g == before, "refused action {action:?} changed the game");
                }
            }
        }
    }
}

fn play(setup: GameSetup, steps: &[Step]) {
    let mut g = match Game::new(setup) {
        Ok(g) => g,
        Err(errors) => {
            assert!(!errors.is_empty() && errors.iter().all(|e| !e.to_string().is_empty()));
            return;
        }
    };
    check(&g);
    for &s in steps {
        step(&mut g, s);
        check(&g);
        if g.result().is_some() {
            break;
        }
    }
}

fn setup(seed: u64, decks: u8) -> GameSetup {
    let all = testkit::decks();
    let a = all[usize::from(decks) % all.len()].clone();
    let b = all[usize::from(decks / 4) % all.len()].clone();
    testkit::setup_with(a, b, seed)
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 0..160)
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 1..24)
}

proptest! {
    #![proptest_config(config(96))]

    /// Random legal, mutated and judge actions at random points of random games: no panic,
    /// invariants hold, refusals change nothing, out-of-range power changes are refused.
    #[test]
    fn fuzz_random_and_judge_actions_keep_invariants(seed in any::<u64>(), decks in any::<u8>(), steps in steps()) {
        play(setup(seed, decks), &steps);
    }

    /// The same over card definitions whose numbers (power, cost, counter, Life, effect
    /// amounts and counts) were replaced by extremes: arithmetic saturates, nothing wraps.
    #[test]
    fn fuzz_games_over_extreme_card_numbers_never_overflow(seed in any::<u64>(), decks in any::<u8>(), edits in edits(), steps in steps()) {
        let mut s = setup(seed, decks);
        // The printed numbers of some cards become extremes…
        let mut defs: Vec<CardDef> = s.cards.iter().map(|(_, d)| d.clone()).collect();
        let n = defs.len();
        for &(field, which, param) in &edits {
            let d = &mut defs[which as usize % n];
            let v = mutate::EXTREMES[param as usize % mutate::EXTREMES.len()].clamp(i128::from(i32::MIN), i128::from(i32::MAX)) as i32;
            match field % 4 {
                0 => d.power = v,
                1 => d.cost = v,
                2 => d.counter = v,
                _ => d.life = u8::try_from(v.clamp(0, 255)).unwrap_or(u8::MAX),
            }
        }
        s.cards = CardDb::from_defs(defs);
        // …and so do numbers anywhere in the definitions (effect amounts, filters, counts). An
        // edit whose number does not fit its field (a u8 count of i32::MAX) is dropped.
        let mut json = serde_json::to_value(&s.cards).expect("cards serialise");
        for &(_, which, param) in &edits {
            let mut tried = json.clone();
            mutate::apply(&mut tried, (0, which.rotate_left(7), param.rotate_left(3)));
            if serde_json::from_value::<CardDb>(tried.clone()).is_ok() {
                json = tried;
            }
        }
        s.cards = serde_json::from_value(json).expect("kept edits read");
        play(s, &steps);
    }
}

/// The two ways in the fuzzing found, fixed: a judge power step of `i32::MAX` is refused with
/// its typed error; repeated in-range steps and DON!! saturate instead of wrapping.
#[test]
fn judge_power_is_bounded_and_live_power_saturates() {
    let mut g = Game::new(testkit::setup(3)).unwrap();
    while !matches!(g.decision().map(|d| d.kind), Some(DecisionKind::Main)) {
        let seat = g.decision_seat().unwrap();
        let a = g.legal_actions(seat).into_iter().find(|a| *a != Action::Concede).unwrap();
        g.apply(seat, a).unwrap();
    }
    let seat = g.decision_seat().unwrap();
    let leader = g.leader(seat);
    let before = g.clone();
    for delta in [i32::MAX, i32::MIN, JUDGE_POWER_LIMIT + 1, -JUDGE_POWER_LIMIT - 1] {
        assert_eq!(g.judge(seat, JudgeAction::Power { card: leader, delta }), Err(JudgeError::PowerOutOfRange { delta }));
    }
    assert!(g == before);
    let printed = g.power(leader).unwrap();
    g.judge(seat, JudgeAction::Power { card: leader, delta: JUDGE_POWER_LIMIT }).unwrap();
    assert_eq!(g.power(leader), Some(printed + JUDGE_POWER_LIMIT));
    // 20,000 steps of +200,000 would wrap an i32 twice over; live power stops at i32::MAX.
    for _ in 0..20_000 {
        g.judge(seat, JudgeAction::Power { card: leader, delta: JUDGE_POWER_LIMIT }).unwrap();
    }
    assert_eq!(g.power(leader), Some(i32::MAX));
    for s in Seat::BOTH {
        assert_eq!(g.view(s).sides[seat].leader.power, i32::MAX);
    }
    g.check_invariants().unwrap();
}

/// A card printed with `i32::MAX` power and a modifier of `i32::MAX` on top: live power
/// saturates (it used to wrap to a large negative number in the page and panic in debug).
#[test]
fn a_leader_of_maximal_power_saturates() {
    let mut s = testkit::setup(5);
    let leader_no = s.decks.a.leader.clone();
    let mut defs: Vec<CardDef> = s.cards.iter().map(|(_, d)| d.clone()).collect();
    for d in &mut defs {
        if d.number == leader_no {
            d.power = i32::MAX;
            d.cost = i32::MIN;
        }
    }
    s.cards = CardDb::from_defs(defs);
    let mut g = Game::new(s).unwrap();
    let leader = g.leader(Seat::A);
    assert_eq!(g.power(leader), Some(i32::MAX));
    while !matches!(g.decision().map(|d| d.kind), Some(DecisionKind::Main)) || g.decision_seat() != Some(Seat::A) {
        let seat = g.decision_seat().unwrap();
        let a = g.legal_actions(seat).into_iter().find(|a| *a != Action::Concede && !matches!(a, Action::EndMainPhase)).unwrap_or(Action::EndMainPhase);
        g.apply(seat, a).unwrap();
    }
    g.judge(Seat::A, JudgeAction::Power { card: leader, delta: JUDGE_POWER_LIMIT }).unwrap();
    assert_eq!(g.power(leader), Some(i32::MAX));
    g.judge(Seat::A, JudgeAction::Power { card: leader, delta: -JUDGE_POWER_LIMIT }).unwrap();
    assert_eq!(g.power(leader), Some(i32::MAX - JUDGE_POWER_LIMIT), "saturated once, then lowered");
    let _ = g.view(Seat::B);
    g.check_invariants().unwrap();
}
