//! Judge actions: manual corrections through the rules' own choke points, refused outside a
//! quiet main phase, never breaking the invariants, and replayable.

use opcg_engine::testkit;
use opcg_engine::{Action, DecisionKind, Event, Game, JudgeAction, JudgeError, JudgeZone, Seat};

/// A game at the first player's main phase.
fn at_main(seed: u64) -> (Game, Seat) {
    let mut g = Game::new(testkit::setup(seed)).unwrap();
    while !matches!(g.decision().map(|d| d.kind), Some(DecisionKind::Main)) {
        let seat = g.decision_seat().unwrap();
        let a = g.legal_actions(seat).into_iter().find(|a| *a != Action::Concede).unwrap();
        g.apply(seat, a).unwrap();
    }
    let seat = g.decision_seat().unwrap();
    (g, seat)
}

#[test]
fn a_card_moves_from_hand_to_trash_and_is_logged() {
    let (mut g, seat) = at_main(3);
    let card = g.hand(seat)[0];
    let (hand, trash) = (g.hand(seat).len(), g.trash(seat).len());
    let events = g.judge(seat, JudgeAction::MoveCard { card, to: JudgeZone::Trash }).unwrap();
    assert!(matches!(events[0], Event::Judged { by, .. } if by == seat));
    assert_eq!(g.hand(seat).len(), hand - 1);
    assert_eq!(g.trash(seat).len(), trash + 1);
    g.check_invariants().unwrap();
    // The old id is gone (3-1-6): the same correction again is refused and changes nothing.
    let before = g.view(seat);
    assert_eq!(g.judge(seat, JudgeAction::MoveCard { card, to: JudgeZone::Hand }), Err(JudgeError::UnknownCard));
    assert_eq!(g.view(seat), before);
}

#[test]
fn leaders_stay_and_power_needs_the_field() {
    let (mut g, seat) = at_main(4);
    let leader = g.leader(seat);
    assert_eq!(g.judge(seat, JudgeAction::MoveCard { card: leader, to: JudgeZone::Hand }), Err(JudgeError::Leader));
    let in_hand = g.hand(seat)[0];
    assert_eq!(g.judge(seat, JudgeAction::Power { card: in_hand, delta: 1000 }), Err(JudgeError::NotOnField));
    let before = g.power(leader).unwrap();
    g.judge(seat, JudgeAction::Power { card: leader, delta: 2000 }).unwrap();
    assert_eq!(g.power(leader), Some(before + 2000));
    g.judge(seat, JudgeAction::SetRested { card: leader, rested: true }).unwrap();
    assert_eq!(g.is_rested(leader), Some(true));
}

#[test]
fn draw_and_don_moves_keep_ten_don() {
    let (mut g, seat) = at_main(5);
    let hand = g.hand(seat).len();
    g.judge(seat, JudgeAction::Draw { seat }).unwrap();
    assert_eq!(g.hand(seat).len(), hand + 1);
    let (deck, active, _rested) = g.don(seat);
    g.judge(seat, JudgeAction::DonFromDeck { seat }).unwrap();
    assert_eq!(g.don(seat).0, deck - 1);
    assert_eq!(g.don(seat).1, active + 1);
    g.judge(seat, JudgeAction::DonToDeck { seat }).unwrap();
    assert_eq!(g.don(seat).0, deck);
    g.check_invariants().unwrap();
}

#[test]
fn refused_outside_a_quiet_main_phase() {
    let mut g = Game::new(testkit::setup(6)).unwrap();
    let seat = g.decision_seat().unwrap();
    let before = g.view(seat);
    assert_eq!(g.judge(seat, JudgeAction::Draw { seat }), Err(JudgeError::NotNow));
    assert_eq!(g.view(seat), before);
}
