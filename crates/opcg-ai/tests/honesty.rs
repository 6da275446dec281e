//! Honest by construction: a policy decides from what its seat sees. Two games that look the
//! same to the seat (same view; the opponent's hand, both decks' order, face-down Life and the
//! game's random generator different) give the same decision for the same seed, for every
//! policy, over many random positions of the built-in decks.

mod support;

use opcg_ai::{GreedyPolicy, Policy, RandomPolicy, SearchConfig, SearchPolicy, Seen};

fn policies(seed: u64) -> Vec<Box<dyn Policy>> {
    let cfg = SearchConfig { iterations: 24, ..SearchConfig::default() };
    vec![Box::new(RandomPolicy::new(seed)), Box::new(GreedyPolicy::new(seed)), Box::new(SearchPolicy::new(seed, cfg))]
}

#[test]
fn same_view_same_seed_same_decision() {
    let mut checked = 0;
    let mut hidden_differs = 0;
    let mut step = 0u32;
    support::random_positions(16, 3, |game| {
        step += 1;
        if !step.is_multiple_of(9) {
            return true;
        }
        let seat = game.decision_seat().expect("someone decides");
        // A game the seat cannot tell from this one, with its hidden cards dealt otherwise.
        let twin = game.determinize(seat, u64::from(step) * 31 + 5);
        assert_eq!(twin.view(seat), game.view(seat));
        let opp = seat.other();
        if twin.hand(opp).iter().zip(game.hand(opp)).any(|(a, b)| twin.number_of(*a) != game.number_of(b))
            || twin.deck(seat).iter().zip(game.deck(seat)).any(|(a, b)| twin.number_of(*a) != game.number_of(b))
        {
            hidden_differs += 1;
        }
        for seed in [1u64, 2] {
            for (mut p, mut q) in policies(seed).into_iter().zip(policies(seed)) {
                let a = p.choose(&Seen::new(game, seat));
                let b = q.choose(&Seen::new(&twin, seat));
                assert_eq!(a, b, "{} decided differently on the same view (step {step})", p.name());
            }
        }
        checked += 1;
        true
    });
    assert!(checked > 150, "{checked} positions");
    assert!(hidden_differs * 10 > checked * 9, "the twins really differ in hidden cards ({hidden_differs} of {checked})");
}
