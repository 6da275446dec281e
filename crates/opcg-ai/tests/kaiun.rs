//! Kaiun Colosseum computer players (`opcg_ai::kaiun`): honest (a decision depends only on
//! what the seat sees — the opponent's hand and its face-down set card are never read) and
//! complete (every kind of decision answered legally, whole games end).

use std::collections::BTreeMap;

use kaiun_engine::testkit::builtin_game;
use kaiun_engine::{Action, DecisionKind, Game, Prompt, Rng, Seat};
use opcg_ai::kaiun::{kaiun_decide, KaiunGreedy, KaiunPolicy, KaiunRandom, KaiunSearch, KaiunSeen};

fn policies(seed: u64) -> Vec<Box<dyn KaiunPolicy>> {
    let mut greedy = KaiunGreedy::new(seed);
    greedy.samples = 3;
    vec![Box::new(KaiunRandom::new(seed)), Box::new(greedy), Box::new(KaiunSearch::new(seed, 24))]
}

/// The name of a decision kind (prompts apart), for coverage counts.
fn kind_name(k: &DecisionKind) -> &'static str {
    match k {
        DecisionKind::Set { must: true, .. } => "Set",
        DecisionKind::Set { must: false, .. } => "SetOrKeep",
        DecisionKind::TieBreakJanken => "TieBreakJanken",
        DecisionKind::Replace { .. } => "Replace",
        DecisionKind::Choose { prompt, .. } => match prompt {
            Prompt::PayCost(_) => "PayCost",
            Prompt::DrawUpTo(_) => "DrawUpTo",
            Prompt::Discard(_) => "Discard",
            Prompt::RandomDiscard { .. } => "RandomDiscard",
            Prompt::Search(_) => "Search",
            Prompt::LookTop(_) => "LookTop",
            Prompt::BottomOrder(_) => "BottomOrder",
        },
    }
}

/// Random games of the built-in decks; `f` is called for every seat that must act, at every
/// decision, until it returns false.
fn random_positions(games: u64, seed: u64, mut f: impl FnMut(&Game, Seat) -> bool) {
    for n in 0..games {
        let mut g = builtin_game(n as usize % 3, (n as usize / 3) % 3, seed.wrapping_mul(7919).wrapping_add(n));
        let mut rng = Rng::new(seed ^ n);
        for _ in 0..2000 {
            if g.result().is_some() {
                break;
            }
            let seats = g.decision_seats();
            for &s in &seats {
                if !f(&g, s) {
                    return;
                }
            }
            let Some(&seat) = seats.get(rng.below(seats.len().max(1) as u32) as usize) else { break };
            let legal = g.legal_actions(seat);
            let k = legal.len().saturating_sub(1).max(1);
            g.apply(seat, legal[rng.below(k as u32) as usize].clone()).expect("a legal action");
        }
    }
}

#[test]
fn same_view_same_seed_same_decision() {
    let (mut checked, mut hidden_differs, mut set_phase) = (0, 0, 0);
    let mut step = 0u64;
    random_positions(60, 3, |game, seat| {
        step += 1;
        if !step.is_multiple_of(4) {
            return true;
        }
        // A game the seat cannot tell from this one: the opponent's hand, its face-down card,
        // both decks and barriers dealt otherwise, its pending answers withdrawn.
        let twin = game.determinize(seat, step * 31 + 5);
        let opp = seat.other();
        let hidden = |g: &Game| (g.view(opp).me.hand, g.view(opp).me.battle);
        if hidden(&twin) != hidden(game) {
            hidden_differs += 1;
        }
        if matches!(game.decision(seat).map(|d| d.kind), Some(DecisionKind::Set { .. })) {
            set_phase += 1;
        }
        for seed in [1u64, 2] {
            for (mut p, mut q) in policies(seed).into_iter().zip(policies(seed)) {
                let a = p.choose(&KaiunSeen::new(game, seat));
                let b = q.choose(&KaiunSeen::new(&twin, seat));
                assert_eq!(a, b, "{} decided differently on the same view (step {step})", p.name());
            }
        }
        checked += 1;
        true
    });
    assert!(checked > 150, "{checked} positions");
    assert!(set_phase * 2 > checked, "mostly set-phase decisions ({set_phase} of {checked})");
    assert!(hidden_differs * 10 > checked * 8, "the twins really differ in hidden cards ({hidden_differs} of {checked})");
}

#[test]
fn every_policy_answers_every_decision_kind_legally() {
    let mut ps = policies(9);
    let mut asked: BTreeMap<&'static str, usize> = BTreeMap::new();
    const KINDS: [&str; 5] = ["Set", "SetOrKeep", "TieBreakJanken", "Replace", "PayCost"];
    random_positions(3000, 11, |game, seat| {
        let kind = kind_name(&game.decision(seat).expect("a decision").kind);
        let n = asked.entry(kind).or_default();
        if *n >= 30 {
            return KINDS.iter().any(|k| asked.get(k).copied().unwrap_or(0) < 30);
        }
        *n += 1;
        let legal = game.legal_actions(seat);
        for p in &mut ps {
            let i = kaiun_decide(p.as_mut(), game, seat).expect("the seat decides");
            assert!(i < legal.len(), "{} answered {i} of {} ({kind})", p.name(), legal.len());
            assert!(legal[i] != Action::Concede || legal.len() == 1, "{} conceded ({kind})", p.name());
            let mut g = game.clone();
            g.apply(seat, legal[i].clone()).expect("the answer is legal");
        }
        true
    });
    for kind in KINDS {
        assert!(asked.get(kind).copied().unwrap_or(0) > 0, "no {kind} decision came up: {asked:?}");
    }
    // Effect choices of every other kind the built-in pool asks for were answered too.
    assert!(asked.len() >= 7, "{asked:?}");
}

#[test]
fn whole_games_between_the_policies_end() {
    for (n, (x, y)) in [(0usize, 1usize), (1, 2), (2, 0)].into_iter().enumerate() {
        let mut ps = policies(n as u64);
        let mut game = builtin_game(x, y, 40 + n as u64);
        let (pa, pb) = (n % 3, (n + 1) % 3);
        let mut steps = 0;
        while game.result().is_none() {
            let seat = *game.decision_seats().first().expect("someone acts");
            let p = &mut ps[if seat == Seat::A { pa } else { pb }];
            let i = kaiun_decide(p.as_mut(), &game, seat).expect("the seat decides");
            let action = game.legal_actions(seat)[i].clone();
            game.apply(seat, action).expect("legal");
            steps += 1;
            assert!(steps < 5000, "game {n} does not end");
        }
    }
}
