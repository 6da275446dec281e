//! Rule 8-3-1: activation costs (発動コスト). Each kind of cost is offered exactly when it can
//! be paid in full (8-3-1-3: 「発動コストを支払う条件を満たしていない場合、その効果は発動できません」),
//! at its boundary (exactly enough) and one short, and paying it does what it says. The cases
//! come from the costs a mutation run found untested.
mod support;
use support::*;

/// A Character "TST-C00" (cost 5: outside the cost-2 filters below) with "[Activate: Main] <cost>: Draw 1 card."
fn activator(cost: Vec<Cost>) -> CardDef {
    character("TST-C00", 5, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost,
        effect: draw(1),
    }])
}

/// Is the ability of `card` offered to A now?
fn offered(g: &Game, card: CardId) -> bool {
    g.legal_actions(A).contains(&Action::ActivateAbility { card, ability_index: 0 })
}

/// The scenario with the activator on A's field (active), then `f` adds what the case needs.
fn with_activator(cost: Vec<Cost>, f: impl FnOnce(Scenario) -> Scenario) -> (Game, CardId) {
    let g = f(Scenario::new().card(activator(cost)).field(A, &["TST-C00"])).build();
    let c = char_card(&g, A, "TST-C00");
    (g, c)
}

/// 8-3-1-3: "rest this Character" cannot be paid by a rested Character, nor by one that
/// cannot be rested.
#[test]
fn r8_3_1_3_rest_this_needs_an_active_card_that_may_be_rested() {
    let (g, c) = with_activator(vec![Cost::RestThis], |s| s);
    assert!(offered(&g, c), "active: payable");
    let g = Scenario::new().card(activator(vec![Cost::RestThis])).field_rested(A, &["TST-C00"]).build();
    assert!(!offered(&g, char_card(&g, A, "TST-C00")), "already rested");
    let mut d = activator(vec![Cost::RestThis]);
    d.abilities.push(Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeRested) },
    });
    let g = Scenario::new().card(d).field(A, &["TST-C00"]).build();
    assert!(!offered(&g, char_card(&g, A, "TST-C00")), "cannot be rested: the cost cannot be paid");
}

/// 8-3-1-3: "rest N of your Characters" counts only active Characters that match; more than
/// enough is enough.
#[test]
fn r8_3_1_3_rest_characters_counts_active_matching_ones() {
    let cost = || vec![Cost::RestCharacters { count: 1, filter: Filter::cost_at_most(2) }];
    // TST-001 costs 1 (matches), TST-004 costs 4 (does not).
    let (g, c) = with_activator(cost(), |s| s.field_rested(A, &["TST-001"]).field(A, &["TST-004"]));
    assert!(!offered(&g, c), "the matching one is rested, the active one does not match");
    let (g, c) = with_activator(cost(), |s| s.field(A, &["TST-001", "TST-001"]));
    assert!(offered(&g, c), "two where one is needed");
    let (mut g, c) = with_activator(cost(), |s| s.field(A, &["TST-001"]));
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    let other = char_card(&g, A, "TST-001");
    let ev = pick!(g, [other]);
    assert_eq!(g.is_rested(other), Some(true));
    assert_eq!(draws(&ev, A), 1);
}

/// 8-3-1-3: Life costs need that many Life cards: exactly enough is enough, one short is not.
#[test]
fn r8_3_1_3_life_costs_need_the_life_cards() {
    for cost in [Cost::LifeToHand(2), Cost::TrashLife(2), Cost::LifeTopOrBottomToHand(2), Cost::TrashLifeTopOrBottom(2)] {
        let (g, c) = with_activator(vec![cost.clone()], |s| s.life(A, &["TST-001", "TST-001"]));
        assert!(offered(&g, c), "{cost:?} with exactly 2 Life");
        let (g, c) = with_activator(vec![cost.clone()], |s| s.life(A, &["TST-001", "TST-001", "TST-001"]));
        assert!(offered(&g, c), "{cost:?} with 3 Life");
        let (g, c) = with_activator(vec![cost.clone()], |s| s.life(A, &["TST-001"]));
        assert!(!offered(&g, c), "{cost:?} with 1 Life");
    }
}

/// 8-3-1-3: "place N cards from your trash at the bottom of your deck" needs N matching cards
/// in the trash.
#[test]
fn r8_3_1_3_trash_to_deck_needs_the_cards() {
    let cost = || vec![Cost::TrashToDeckBottom { count: 2, filter: Filter::cost_at_most(2) }];
    let (g, c) = with_activator(cost(), |s| s.trash(A, &["TST-001", "TST-001"]));
    assert!(offered(&g, c), "exactly 2");
    let (g, c) = with_activator(cost(), |s| s.trash(A, &["TST-001", "TST-004"]));
    assert!(!offered(&g, c), "one of the two does not match");
}

/// 8-3-1-3: "trash this card", "return this Character to the owner's hand" and "place this card
/// at the bottom of the deck" name their own card: an Event being played is not on the field, a
/// Stage is not a Character (but it can place itself at the bottom of the deck).
#[test]
fn r8_3_1_3_costs_that_name_their_own_card() {
    let mut ev = main_event("TST-E90", 0, draw(1));
    if let Ability::Activated { cost, .. } = &mut ev.abilities[0] {
        *cost = vec![Cost::TrashThis];
    }
    let g = Scenario::new().card(ev).hand(A, &["TST-E90"]).build();
    let e = hand_card(&g, A, "TST-E90");
    assert!(!g.legal_actions(A).contains(&Action::PlayCard { card: e, replace: None }), "an Event in hand cannot trash itself from the field");
    for (cost, stage_pays) in [(Cost::ReturnThisToHand, false), (Cost::ThisToDeckBottom, true)] {
        let mut st = CardDef::vanilla("TST-S90", "Test Harbor", CardKind::Stage, Colour::Red);
        st.abilities = activator(vec![cost.clone()]).abilities;
        let g = Scenario::new().card(st).stage(A, "TST-S90").build();
        let s = g.find(A, Zone::Stage, "TST-S90").expect("the stage");
        assert_eq!(offered(&g, s), stage_pays, "{cost:?} on a Stage");
        let (g, c) = with_activator(vec![cost.clone()], |s| s);
        assert!(offered(&g, c), "{cost:?}: the Character itself");
    }
}

/// 8-3-1-3: "turn N Life cards face-up" needs N face-down cards on top of the Life area, and
/// "turn N face-down" N face-up ones: exactly N is enough, one short or one of the wrong side
/// is not.
#[test]
fn r8_3_1_3_turning_life_needs_the_top_cards_on_the_other_side() {
    let (g, c) = with_activator(vec![Cost::TurnLifeFaceUp(2)], |s| s.life(A, &["TST-001", "TST-001"]));
    assert!(offered(&g, c), "face up: exactly 2 face-down");
    let (g, c) = with_activator(vec![Cost::TurnLifeFaceUp(2)], |s| s.life(A, &["TST-001"]));
    assert!(!offered(&g, c), "face up: only 1 Life");
    let (g, c) = with_activator(vec![Cost::TurnLifeFaceUp(2)], |s| s.life(A, &["TST-001"]).life_face_up(A, &["TST-001"]));
    assert!(!offered(&g, c), "face up: the top card is face up already");
    let (g, c) = with_activator(vec![Cost::TurnLifeFaceDown(2)], |s| s.life_face_up(A, &["TST-001", "TST-001"]));
    assert!(offered(&g, c), "face down: exactly 2 face-up");
    let (g, c) = with_activator(vec![Cost::TurnLifeFaceDown(2)], |s| s.life_face_up(A, &["TST-001"]));
    assert!(!offered(&g, c), "face down: only 1 Life");
    let (g, c) = with_activator(vec![Cost::TurnLifeFaceDown(2)], |s| s.life(A, &["TST-001"]).life_face_up(A, &["TST-001"]));
    assert!(!offered(&g, c), "face down: the second card is face down");
}

/// 8-3-1-3, 8-3-1-4: paying "turn N Life cards face-up / face-down" with exactly N cards turns
/// them all and the effect after ':' resolves.
#[test]
fn r8_3_1_3_paying_life_turning_costs_in_full() {
    for (cost, up) in [(Cost::TurnLifeFaceUp(2), false), (Cost::TurnLifeFaceDown(2), true)] {
        let (mut g, c) = with_activator(vec![cost.clone()], |s| if up { s.life_face_up(A, &["TST-001", "TST-001"]) } else { s.life(A, &["TST-001", "TST-001"]) });
        let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
        for l in g.life(A) {
            assert_eq!(g.life_face_up(l), Some(!up), "{cost:?}: every Life card turned");
        }
        assert_eq!(draws(&ev, A), 1, "{cost:?}: paid in full, the effect resolves");
    }
}

/// 8-3-1-3: "give N active DON!! cards to 1 of your [Name]" with exactly N active DON!! is paid:
/// the DON!! go to that card and the effect resolves; with one fewer it is not offered.
#[test]
fn r8_3_1_3_giving_active_don_to_a_named_card() {
    let cost = || vec![Cost::GiveActiveDonToNamed { count: 2, name: "Test Swordsman".into() }];
    let (mut g, c) = with_activator(cost(), |s| s.field(A, &["TST-001"]).don(A, 2, 0));
    let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(g.attached_don(char_card(&g, A, "TST-001")), Some(2));
    assert_eq!(draws(&ev, A), 1);
    let (g, c) = with_activator(cost(), |s| s.field(A, &["TST-001"]).don(A, 1, 1));
    assert!(!offered(&g, c), "one active DON!! short");
    let (g, c) = with_activator(cost(), |s| s.don(A, 2, 0));
    assert!(!offered(&g, c), "no [Test Swordsman] to give them to");
}

/// 8-3-1-3: "rest N of your Leader or Stage cards" and "rest N of your [Name] cards" with
/// exactly N of them active are paid; with one of them rested they are not offered.
#[test]
fn r8_3_1_3_resting_the_leader_a_stage_or_named_cards() {
    let (mut g, c) = with_activator(vec![Cost::RestLeaderOrStage { count: 1, filter: Filter::any() }], |s| s);
    assert!(offered(&g, c), "the active Leader");
    let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    let mut ev = ev;
    if let Some(DecisionKind::ChooseCards { .. }) = kind(&g) {
        let l = g.leader(A);
        ev.extend(pick(&mut g, &[l]));
    }
    assert_eq!(g.is_rested(g.leader(A)), Some(true));
    assert_eq!(draws(&ev, A), 1);
    let (g, c) = with_activator(vec![Cost::RestLeaderOrStage { count: 1, filter: Filter::any() }], |s| s.leader_rested(A));
    assert!(!offered(&g, c), "the Leader is rested and there is no Stage");
    let named = || vec![Cost::RestNamed { count: 2, name: "Test Swordsman".into(), or_leader: false }];
    let (g, c) = with_activator(named(), |s| s.field(A, &["TST-001", "TST-001"]));
    assert!(offered(&g, c), "exactly two active [Test Swordsman]");
    let (g, c) = with_activator(named(), |s| s.field(A, &["TST-001"]).field_rested(A, &["TST-001"]));
    assert!(!offered(&g, c), "one of the two is rested");
}

/// 8-3-1-3: "trash N cards from the top of your deck" needs N cards in the deck: exactly N is
/// enough, one short is not.
#[test]
fn r8_3_1_3_milling_needs_the_deck_cards() {
    let (g, c) = with_activator(vec![Cost::MillTop(2)], |s| s.deck(A, &["TST-001", "TST-001"]));
    assert!(offered(&g, c), "exactly 2 in the deck");
    let (g, c) = with_activator(vec![Cost::MillTop(2)], |s| s.deck(A, &["TST-001"]));
    assert!(!offered(&g, c), "1 in the deck");
}

/// 8-3-1-3: the parts of a cost are paid in order, and a part whose card an earlier part already
/// moved cannot be paid from where the card is now ("this Character" is the card on the field):
/// returning this Character to the hand and then trashing it, trashing it and then returning it
/// to the hand, trashing it and then placing it at the bottom of the deck — the first part moves
/// the card, the second fails, so the cost is not paid and the effect (draw 1) does not happen.
#[test]
fn r8_3_1_3_a_part_whose_card_an_earlier_part_moved_is_not_paid() {
    for (cost, left_in) in [
        (vec![Cost::ReturnThisToHand, Cost::TrashThis], Zone::Hand),
        (vec![Cost::TrashThis, Cost::ReturnThisToHand], Zone::Trash),
        (vec![Cost::TrashThis, Cost::ThisToDeckBottom], Zone::Trash),
    ] {
        let (mut g, c) = with_activator(cost.clone(), |s| s);
        assert!(offered(&g, c), "{cost:?}: each part is payable before paying");
        let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
        assert!(g.find(A, left_in, "TST-C00").is_some(), "{cost:?}: the card stays where the first part put it");
        assert_eq!(draws(&ev, A), 0, "{cost:?}: the cost was not paid in full, so no effect");
    }
}

/// 8-3-1-3: "place this card at the bottom of your deck" is a Character's or a Stage's cost:
/// from the trash (an [On K.O.] ability resolves there, 10-2-17-1) it cannot be paid, so the
/// optional ability is not even asked and the card stays in the trash.
#[test]
fn r8_3_1_3_place_this_card_cannot_be_paid_from_the_trash() {
    let ko = Ability::Auto { when: When::OnKo, conditions: vec![], once_per_turn: false, optional: true, cost: vec![Cost::ThisToDeckBottom], effect: draw(1) };
    let d = character("TST-C01", 1, 1000, vec![ko]);
    let mut g = Scenario::new().card(d).hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-C01"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    let ev = pick!(g, [char_card(&g, B, "TST-C01")]);
    assert!(g.find(B, Zone::Trash, "TST-C01").is_some(), "K.O.'d, and not placed at the bottom of the deck");
    assert_eq!(draws(&ev, B), 0);
    assert!(is_main(&g) && seat_now(&g) == A, "nothing asked of B: the cost cannot be paid");
}
