//! Judge actions: manual corrections through the rules' own choke points, refused outside a
//! quiet main phase, never breaking the invariants, and replayable.

mod support;
use support::*;

use opcg_engine::testkit;
use opcg_engine::{JudgeAction, JudgeError, JudgeZone};

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

#[test]
fn a_judge_ko_goes_through_the_ko_choke_point_and_its_on_ko_resolves() {
    // TST-013 draws a card [On K.O.].
    let mut g = Scenario::new().field(A, &["TST-013"]).deck(A, &["TST-001", "TST-001"]).build();
    let c = char_card(&g, A, "TST-013");
    let hand = g.hand(A).len();
    let events = g.judge(B, JudgeAction::Ko { card: c }).unwrap();
    assert!(matches!(events[0], Event::Judged { by: Seat::B, .. }));
    assert!(events.iter().any(|e| matches!(e, Event::Koed { .. })), "a K.O., not a move to the trash");
    assert!(g.find(A, Zone::Trash, "TST-013").is_some());
    assert_eq!(g.hand(A).len(), hand + 1, "its [On K.O.] resolved at once");
    assert!(is_main(&g), "and the main phase waits for a play again");
    g.check_invariants().unwrap();
    // Only characters can be K.O.'d.
    let leader = g.leader(A);
    assert_eq!(g.judge(A, JudgeAction::Ko { card: leader }), Err(JudgeError::NotOnField));
}

#[test]
fn a_judge_ko_meets_replacement_effects() {
    // TST-014 may rest a DON!! instead of being K.O.'d: its owner is asked.
    let mut g = Scenario::new().field(B, &["TST-014"]).don(B, 1, 0).build();
    let c = char_card(&g, B, "TST-014");
    g.judge(A, JudgeAction::Ko { card: c }).unwrap();
    assert_eq!(g.decision_seat(), Some(B));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-014").is_some());
    assert!(is_main(&g));
}

#[test]
fn in_a_battle_power_and_rest_corrections_are_taken_but_moves_wait() {
    let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    while !matches!(kind(&g), Some(DecisionKind::Counter { .. })) {
        let s = seat_now(&g);
        ok(&mut g, s, Action::Block { blocker: None });
    }
    let leader = g.leader(B);
    let card = hand_card(&g, B, "TST-001");
    let before = g.view(B);
    assert_eq!(g.judge(B, JudgeAction::MoveCard { card, to: JudgeZone::Trash }), Err(JudgeError::NotNow));
    assert_eq!(g.judge(B, JudgeAction::Ko { card: a }), Err(JudgeError::NotNow));
    assert_eq!(g.view(B), before, "refused: nothing changed");
    // An unread [Counter] effect, stood in for by the judge: +2000 to the defending leader.
    let power = g.power(leader).unwrap();
    g.judge(B, JudgeAction::Power { card: leader, delta: 2000 }).unwrap();
    assert_eq!(g.power(leader), Some(power + 2000));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })), "the counter step goes on");
    ok(&mut g, B, Action::EndCounterStep);
    assert_eq!(g.life(B).len(), 1, "the corrected power decided the battle");
}

/// Text the engine does not read ([`Effect::ByHand`]) stops the game at its timing: the
/// players carry it out with the judge tools — every one of them, a K.O. included — and then say
/// it is done; the rest of the effect goes on, and what the K.O. triggered resolves after the
/// effect, as for a K.O. the effect made itself (8-6).
#[test]
fn text_carried_out_by_hand_stops_the_game_and_allows_every_judge_action() {
    let by_hand = Effect::ByHand("K.O. up to 1 of your opponent's Characters with a total power of 4000 or less.".into());
    let e = Effect::Seq(vec![by_hand, draw(1)]);
    let mut g = Scenario::new()
        .card(main_event("TST-J01", 0, e))
        .hand(A, &["TST-J01"])
        .field(B, &["TST-013"])
        .deck(A, &["TST-001", "TST-001"])
        .deck(B, &["TST-001", "TST-001"])
        .build();
    let event = hand_card(&g, A, "TST-J01");
    play!(g, event);
    let Some(DecisionKind::ByHand { text, .. }) = kind(&g) else { panic!("stopped for the text: {:?}", kind(&g)) };
    assert!(text.starts_with("K.O. up to 1"), "{text}");
    assert_eq!(g.decision_seat(), Some(A), "the controller says when it is done");
    assert_eq!(g.legal_actions(A), vec![Action::Choose(Choice::Done), Action::Concede]);
    // the judge K.O.s the target (TST-013 draws its owner a card [On K.O.])
    let (hand_a, hand_b) = (g.hand(A).len(), g.hand(B).len());
    let target = char_card(&g, B, "TST-013");
    let ev = g.judge(A, JudgeAction::Ko { card: target }).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::Koed { .. })), "a K.O., through the choke point");
    assert!(matches!(kind(&g), Some(DecisionKind::ByHand { .. })), "the text is asked again");
    assert_eq!(g.hand(B).len(), hand_b, "the [On K.O.] waits for the effect to end");
    // power, rest, moves too
    let leader_b = g.leader(B);
    g.judge(A, JudgeAction::Power { card: leader_b, delta: -1000 }).unwrap();
    assert!(matches!(kind(&g), Some(DecisionKind::ByHand { .. })));
    g.check_invariants().unwrap();
    // done: the rest of the effect (draw 1), then the [On K.O.]; the main phase waits again
    let ev = ok(&mut g, A, Action::Choose(Choice::Done));
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.hand(A).len(), hand_a + 1);
    assert_eq!(g.hand(B).len(), hand_b + 1, "then the [On K.O.] resolved");
    assert!(is_main(&g));
    // Done is legal only while text waits
    assert!(g.apply(A, Action::Choose(Choice::Done)).is_err());
}

/// "Give up to 1 rested DON!! card to …" by hand: the judge gives a rested (or an active)
/// DON!! of the owner's cost area to a Leader or Character; with none of that state there,
/// nothing happens.
#[test]
fn a_judge_gives_a_rested_or_an_active_don_to_a_card() {
    let mut g = Scenario::new().field(A, &["TST-001"]).don(A, 1, 1).build();
    let c = char_card(&g, A, "TST-001");
    let ev = g.judge(A, JudgeAction::GiveDon { card: c, rested: true }).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::DonAttached { count: 1, .. })));
    assert_eq!(g.attached_don(c), Some(1));
    assert_eq!(g.don(A).1, 1, "the active one stays");
    assert_eq!(g.judge(A, JudgeAction::GiveDon { card: c, rested: true }), Err(JudgeError::Nothing), "no rested one left");
    let leader = g.leader(A);
    g.judge(A, JudgeAction::GiveDon { card: leader, rested: false }).unwrap();
    assert_eq!(g.attached_don(leader), Some(1));
    assert_eq!((g.don(A).1, g.don(A).2), (0, 0), "both given");
    g.check_invariants().unwrap();
    // not onto a card in the hand
    let mut g = Scenario::new().hand(A, &["TST-001"]).don(A, 1, 1).build();
    let h = hand_card(&g, A, "TST-001");
    assert_eq!(g.judge(A, JudgeAction::GiveDon { card: h, rested: true }), Err(JudgeError::NotOnField));
}
