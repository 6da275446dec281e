//! Every policy answers every kind of decision the engine asks (play, attach DON!!, attack,
//! block, counter, [Trigger], yes/no, options, choose cards, DON!! −N, mulligan, who goes
//! first) over many random games of the four built-in decks in both seats, always with a legal
//! action and never by conceding; and whole games between the policies end.

mod support;

use std::collections::BTreeMap;

use opcg_ai::{decide, GreedyPolicy, Policy, RandomPolicy, SearchConfig, SearchPolicy, Seen};
use opcg_engine::{Action, ByPlayer, Game, SetupOptions};

fn policies() -> Vec<Box<dyn Policy>> {
    let cfg = SearchConfig { iterations: 16, ..SearchConfig::default() };
    vec![Box::new(RandomPolicy::new(9)), Box::new(GreedyPolicy::new(9)), Box::new(SearchPolicy::new(9, cfg))]
}

#[test]
fn every_policy_answers_every_decision_kind_legally() {
    let mut ps = policies();
    let mut asked: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut seats = [0usize; 2];
    const KINDS: [&str; 10] = ["ChooseFirst", "Mulligan", "Main", "Block", "Counter", "Trigger", "YesNo", "ChooseOption", "ChooseCards", "ReturnDon"];
    // Random games until every kind was asked often enough (rare kinds need many games).
    support::random_positions(3000, 11, |game| {
        let seat = game.decision_seat().expect("someone decides");
        let kind = support::kind_name(game.decision_kind().expect("a decision"));
        let n = asked.entry(kind).or_default();
        // Main decisions are plenty: every 6th one up to 200; the others up to 40 each.
        let cap = if kind == "Main" { 200 } else { 40 };
        if *n >= cap || (kind == "Main" && game.actions_applied() % 6 != 0) {
            return KINDS.iter().any(|k| asked.get(k).copied().unwrap_or(0) < 10.min(if *k == "Main" { 200 } else { 40 }));
        }
        *n += 1;
        seats[seat.index()] += 1;
        let legal = game.legal_actions(seat);
        for p in &mut ps {
            let i = p.choose(&Seen::new(game, seat));
            assert!(i < legal.len(), "{} answered {i} of {} ({kind})", p.name(), legal.len());
            assert!(legal[i] != Action::Concede || legal.len() == 1, "{} conceded ({kind})", p.name());
            let mut g = game.clone();
            g.apply_legal_index(seat, i).expect("the answer is legal");
        }
        true
    });
    for kind in KINDS {
        assert!(asked.get(kind).copied().unwrap_or(0) > 0, "no {kind} decision came up: {asked:?}");
    }
    assert!(seats[0] > 60 && seats[1] > 60, "both seats asked: {seats:?}");
}

#[test]
fn whole_games_between_the_policies_end_with_legal_actions() {
    let (db, decks) = support::pool();
    let mut ended = 0;
    for (g, (x, y)) in [(0usize, 1usize), (2, 3), (1, 2), (3, 0)].into_iter().enumerate() {
        let mut ps = policies();
        let (a, b) = (g % 3, (g + 1) % 3);
        let mut game = Game::new_shared(db.clone(), &ByPlayer::new(decks[x].clone(), decks[y].clone()), 40 + g as u64, SetupOptions::default()).expect("legal decks");
        let mut steps = 0;
        while game.result().is_none() {
            steps += 1;
            assert!(steps < 5000, "game {g} does not end");
            let seat = game.decision_seat().expect("a running game waits for someone");
            let idx = if seat == opcg_engine::Seat::A { a } else { b };
            let (s, i) = decide(ps[idx].as_mut(), &game).expect("a decision");
            game.apply_legal_index(s, i).expect("legal");
            game.check_invariants().expect("invariants");
        }
        ended += 1;
    }
    assert_eq!(ended, 4);
}

/// Text the engine does not read stops the game for the players ([`DecisionKind::ByHand`]): a
/// computer player cannot carry it out, and every policy goes on with Done (not a concession).
#[test]
fn every_policy_goes_on_past_text_carried_out_by_hand() {
    use opcg_engine::effect::{Ability, ActTiming, Effect};
    use opcg_engine::testkit::Scenario;
    use opcg_engine::{CardDef, CardKind, Choice, Colour, DecisionKind, Seat};
    let mut ev = CardDef::vanilla("TST-H01", "Unread Event", CardKind::Event, Colour::Red);
    ev.abilities = vec![Ability::Activated { timing: ActTiming::Main, conditions: vec![], once_per_turn: false, cost: vec![], effect: Effect::ByHand("Juggle.".into()) }];
    let mut game = Scenario::new().card(ev).hand(Seat::A, &["TST-H01"]).build();
    let card = game.find(Seat::A, opcg_engine::Zone::Hand, "TST-H01").expect("in hand");
    game.apply(Seat::A, Action::PlayCard { card, replace: None }).expect("played");
    assert!(matches!(game.decision_kind(), Some(DecisionKind::ByHand { .. })));
    for p in &mut policies() {
        let i = p.choose(&Seen::new(&game, Seat::A));
        assert_eq!(game.legal_actions(Seat::A)[i], Action::Choose(Choice::Done), "{}", p.name());
    }
}
