//! The engine carries out every effect kind, condition and cost the card-text compiler reads:
//! one test per AST addition (costs, conditions, counts, effects), through the scenario builder.
mod support;
use support::*;

/// An [Activate: Main] character: `cost` pays for "draw 1 card".
fn activated(number: &str, cost: Vec<Cost>) -> CardDef {
    character(
        number,
        0,
        1000,
        vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost, effect: draw(1) }],
    )
}

fn activate(g: &mut Game, card: CardId) -> Vec<Event> {
    ok(g, A, Action::ActivateAbility { card, ability_index: 0 })
}

fn can_activate(g: &Game, card: CardId) -> bool {
    g.legal_actions(A).contains(&Action::ActivateAbility { card, ability_index: 0 })
}

/// A [Main] event "If <cond>, draw 1 card." played from A's hand; how many cards A drew.
fn draws_if(s: Scenario, cond: Condition) -> usize {
    let ev = main_event("TST-X90", 0, Effect::If(cond, Box::new(draw(1))));
    let mut g = s.card(ev).hand(A, &["TST-X90"]).build();
    let e = play!(g, hand_card(&g, A, "TST-X90"));
    draws(&e, A)
}

/// A cards's `number` in the zone, by position (bottom first).
fn numbers_in(g: &Game, ids: Vec<CardId>) -> Vec<String> {
    numbers(g, &ids)
}

// ------------------------------------------------------------------------------------ costs

/// 8-3-1-5: ① rests DON!! of the cost area, like the worded cost.
#[test]
fn the_don_symbol_cost_rests_active_don() {
    let mut g = Scenario::new().card(activated("TST-X01", vec![Cost::RestDonSymbol(2)])).field(A, &["TST-X01"]).don(A, 2, 0).build();
    let c = char_card(&g, A, "TST-X01");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.don(A), (8, 0, 2));
    let g = Scenario::new().card(activated("TST-X01", vec![Cost::RestDonSymbol(2)])).field(A, &["TST-X01"]).don(A, 1, 1).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X01")), "one active DON!! cannot pay ②");
}

/// "You may place 2 cards from your hand at the bottom of your deck in any order:" (自分の手札2枚を
/// 好きな順番でデッキの下に置くことができる：) the player picks them; with fewer cards in hand it
/// cannot be paid. "… 1 card from your hand at the top of your deck:" puts it on top.
#[test]
fn the_hand_to_deck_cost() {
    let cost = vec![Cost::HandToDeck { count: 2, bottom: true }];
    let mut g = Scenario::new().card(activated("TST-X05", cost.clone())).field(A, &["TST-X05"]).hand(A, &["TST-002", "TST-003"]).deck(A, &["TST-001", "TST-004"]).build();
    let c = char_card(&g, A, "TST-X05");
    activate(&mut g, c);
    let hand = g.hand(A);
    pick!(g, hand);
    let deck = numbers_in(&g, g.deck(A));
    let mut bottom = deck[..2].to_vec();
    bottom.sort();
    assert_eq!(bottom, vec!["TST-002", "TST-003"], "at the bottom: {deck:?}");
    assert_eq!(numbers_in(&g, g.hand(A)), vec!["TST-004"], "then drew the top card");
    let g = Scenario::new().card(activated("TST-X05", cost)).field(A, &["TST-X05"]).hand(A, &["TST-002"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X05")), "one card in hand cannot pay for two");
    let mut g = Scenario::new()
        .card(activated("TST-X06", vec![Cost::HandToDeck { count: 1, bottom: false }]))
        .field(A, &["TST-X06"])
        .hand(A, &["TST-002"])
        .deck(A, &["TST-001"])
        .build();
    let c = char_card(&g, A, "TST-X06");
    activate(&mut g, c);
    let hand = g.hand(A);
    pick!(g, hand);
    assert_eq!(numbers_in(&g, g.hand(A)), vec!["TST-002"], "placed on top, then drawn again");
}

/// "You may add 1 card from the top or bottom of your Life cards to your hand:" the player picks
/// the bottom card.
#[test]
fn the_top_or_bottom_life_cost_lets_the_player_pick() {
    let mut g = Scenario::new()
        .card(activated("TST-X02", vec![Cost::LifeTopOrBottomToHand(1)]))
        .field(A, &["TST-X02"])
        .life(A, &["TST-002", "TST-003"])
        .build();
    let c = char_card(&g, A, "TST-X02");
    activate(&mut g, c);
    // The player picks a place (the Life cards are face down), never a card identity.
    match kind(&g) {
        Some(DecisionKind::ChooseOption { count: 2, options: OptionKind::TopOrBottom, .. }) => {}
        other => panic!("top or bottom asked, not {other:?}"),
    }
    assert!(g.view(A).decision_cards.is_empty(), "no face-down Life card is shown");
    let ev = ok(&mut g, A, Action::Choose(Choice::Option(1)));
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-003"]);
    assert!(g.find(A, Zone::Hand, "TST-002").is_some());
    // one Life card: the top is the bottom, no question; the cost is paid
    let mut g = Scenario::new().card(activated("TST-X02", vec![Cost::LifeTopOrBottomToHand(1)])).field(A, &["TST-X02"]).life(A, &["TST-002"]).build();
    let c = char_card(&g, A, "TST-X02");
    let ev = activate(&mut g, c);
    assert!(is_main(&g), "nothing asked: {:?}", kind(&g));
    assert!(g.life(A).is_empty() && g.find(A, Zone::Hand, "TST-002").is_some(), "the one Life card added");
    assert_eq!(draws(&ev, A), 1, "paid: the effect resolves");
    let g = Scenario::new().card(activated("TST-X02", vec![Cost::LifeTopOrBottomToHand(1)])).field(A, &["TST-X02"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X02")), "no Life: cannot pay");
}

/// "You may place 2 cards from your trash at the bottom of your deck in any order:"
#[test]
fn the_trash_to_deck_bottom_cost_places_the_chosen_cards() {
    let cost = vec![Cost::TrashToDeckBottom { count: 2, filter: Filter::any() }];
    let mut g = Scenario::new()
        .card(activated("TST-X03", cost.clone()))
        .field(A, &["TST-X03"])
        .trash(A, &["TST-002", "TST-003", "TST-004"])
        .deck(A, &["TST-001", "TST-001"])
        .build();
    let c = char_card(&g, A, "TST-X03");
    activate(&mut g, c);
    let (t2, t4) = (g.find(A, Zone::Trash, "TST-002").unwrap(), g.find(A, Zone::Trash, "TST-004").unwrap());
    let ev = pick!(g, [t2, t4]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.trash(A)), vec!["TST-003"]);
    let deck = numbers_in(&g, g.deck(A));
    assert_eq!(deck.len(), 3, "4 cards, one drawn");
    let mut bottom2 = deck[..2].to_vec();
    bottom2.sort();
    assert_eq!(bottom2, vec!["TST-002", "TST-004"]);
    let g = Scenario::new().card(activated("TST-X03", cost)).field(A, &["TST-X03"]).trash(A, &["TST-002"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X03")), "one card in the trash cannot pay 2");
}

/// "You may trash 1 card from the top of your Life cards:"
#[test]
fn the_trash_life_cost_trashes_the_top_life_card() {
    let mut g = Scenario::new().card(activated("TST-X04", vec![Cost::TrashLife(1)])).field(A, &["TST-X04"]).life(A, &["TST-002", "TST-003"]).build();
    let c = char_card(&g, A, "TST-X04");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-002"]);
    assert!(g.find(A, Zone::Trash, "TST-003").is_some());
}

/// "You may trash 2 cards from the top of your deck:"
#[test]
fn the_mill_cost_trashes_the_top_of_the_deck() {
    let mut g = Scenario::new()
        .card(activated("TST-X05", vec![Cost::MillTop(2)]))
        .field(A, &["TST-X05"])
        .deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"])
        .build();
    let c = char_card(&g, A, "TST-X05");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    let mut trashed = numbers_in(&g, g.trash(A));
    trashed.sort();
    assert_eq!(trashed, vec!["TST-003", "TST-004"]);
    assert!(g.find(A, Zone::Hand, "TST-002").is_some(), "the draw takes the next card");
    let g = Scenario::new().card(activated("TST-X05", vec![Cost::MillTop(2)])).field(A, &["TST-X05"]).deck(A, &["TST-001"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X05")));
}

/// "You may return this Character to the owner's hand:"
#[test]
fn the_return_this_cost_bounces_the_source() {
    let mut g = Scenario::new().card(activated("TST-X06", vec![Cost::ReturnThisToHand])).field(A, &["TST-X06"]).build();
    let c = char_card(&g, A, "TST-X06");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert!(g.find(A, Zone::Hand, "TST-X06").is_some());
    assert!(g.characters(A).is_empty());
}

/// "You may reveal 1 {Test Crew} type card from your hand:" the card is shown and stays.
#[test]
fn the_reveal_cost_shows_a_matching_card() {
    let cost = vec![Cost::RevealFromHand { count: 1, filter: Filter::with_trait("Test Crew") }];
    let mut g = Scenario::new().card(activated("TST-X07", cost.clone())).field(A, &["TST-X07"]).hand(A, &["TST-002"]).build();
    let c = char_card(&g, A, "TST-X07");
    activate(&mut g, c);
    let h = hand_card(&g, A, "TST-002");
    let ev = pick!(g, [h]);
    assert!(ev.iter().any(|e| matches!(e, Event::Revealed { seat: Seat::A, .. })));
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.hand(A).len(), 2, "the revealed card stays in hand");
    let mut other = character("TST-X08", 1, 1000, vec![]);
    other.traits = vec!["Other Crew".into()];
    let g = Scenario::new().card(activated("TST-X07", cost)).card(other).field(A, &["TST-X07"]).hand(A, &["TST-X08"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X07")), "nothing matching to reveal");
}

// ------------------------------------------------------------------------------- conditions

#[test]
fn the_leader_may_have_either_type() {
    let any = |t: &[&str]| Condition::LeaderHasAnyTrait(t.iter().map(|s| s.to_string()).collect());
    assert_eq!(draws_if(Scenario::new(), any(&["Nobody", "Test Crew"])), 1);
    assert_eq!(draws_if(Scenario::new(), any(&["Nobody", "Other Crew"])), 0);
}

/// 2-3-6: a multicoloured Leader has more than one colour.
#[test]
fn a_multicoloured_leader() {
    assert_eq!(draws_if(Scenario::new(), Condition::LeaderMulticoloured), 1, "TST-L01 is red and green");
    assert_eq!(draws_if(Scenario::new().leader(A, "TST-L03"), Condition::LeaderMulticoloured), 0, "TST-L03 is red");
}

#[test]
fn don_on_the_field_compared_with_the_opponents() {
    let s = |a: u8, b: u8| Scenario::new().don(A, a, 0).don(B, b, 0);
    assert_eq!(draws_if(s(2, 3), Condition::DonAtMostOpponents), 1);
    assert_eq!(draws_if(s(3, 3), Condition::DonAtMostOpponents), 1, "equal counts");
    assert_eq!(draws_if(s(4, 3), Condition::DonAtMostOpponents), 0);
    assert_eq!(draws_if(s(2, 3), Condition::OpponentHasMoreDon), 1);
    assert_eq!(draws_if(s(3, 3), Condition::OpponentHasMoreDon), 0, "not more");
    assert_eq!(draws_if(Scenario::new().don(A, 1, 0).don(B, 1, 1).leader_don(A, 1), Condition::OpponentHasMoreDon), 0, "attached DON!! count");
}

#[test]
fn counts_of_the_opponents_hand_and_don() {
    let hand = Condition::AtLeast(Counted::OpponentHand, 2);
    assert_eq!(draws_if(Scenario::new().hand(B, &["TST-001", "TST-001"]), hand.clone()), 1);
    assert_eq!(draws_if(Scenario::new().hand(B, &["TST-001"]), hand), 0);
    let don = Condition::AtLeast(Counted::OpponentDonOnField, 3);
    assert_eq!(draws_if(Scenario::new().don(B, 2, 1), don.clone()), 1);
    assert_eq!(draws_if(Scenario::new().don(B, 2, 0), don), 0);
}

// ---------------------------------------------------------------------------------- effects

/// "Look at 3 cards from the top of your deck and place them at the top of your deck in any
/// order." (自分のデッキの上から3枚を見て、好きな順番に並び替え、デッキの上に置く): no card goes
/// to the bottom; the player orders the three.
#[test]
fn arranging_the_top_of_the_deck_on_top_only() {
    let ev = main_event("TST-X92", 0, Effect::Arrange { life: false, count: 3, top_only: true });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-X92"]).deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"]).build();
    let e = play!(g, hand_card(&g, A, "TST-X92"));
    assert!(e.iter().any(|e| matches!(e, Event::Looked { seat: Seat::A, .. })));
    // one at a time back on top: TST-004, then TST-002, so TST-003 ends on top
    let c4 = g.find(A, Zone::Deck, "TST-004").unwrap();
    pick!(g, [c4]);
    let c2 = g.find(A, Zone::Deck, "TST-002").unwrap();
    pick!(g, [c2]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-001", "TST-004", "TST-002", "TST-003"]);
}

/// "Look at 3 cards from the top of your deck and place them at the top or bottom of the deck
/// in any order."
#[test]
fn arranging_the_top_of_the_deck() {
    let ev = main_event("TST-X91", 0, Effect::Arrange { life: false, count: 3, top_only: false });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-X91"]).deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"]).build();
    let e = play!(g, hand_card(&g, A, "TST-X91"));
    assert!(e.iter().any(|e| matches!(e, Event::Looked { seat: Seat::A, .. })));
    let c3 = g.find(A, Zone::Deck, "TST-003").unwrap();
    pick!(g, [c3]);
    // the two others go back on top, one at a time: TST-002 first, so TST-004 ends on top
    let c2 = g.find(A, Zone::Deck, "TST-002").unwrap();
    pick!(g, [c2]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-003", "TST-001", "TST-002", "TST-004"]);
}

/// "Rest up to 1 of your opponent's DON!! cards."
#[test]
fn resting_the_opponents_don() {
    let ev = main_event("TST-X92", 0, Effect::SetDon { side: Side::Opponent, count: 1, up_to: true, rested: true });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-X92"]).don(B, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-X92"));
    assert_eq!(g.don(B), (8, 1, 1));
}

// ------------------------------------------------------------------------------ more costs

/// "You may turn 1 card from the top of your Life cards face-up:" only a face-down card pays.
#[test]
fn the_face_up_life_cost() {
    let mut g = Scenario::new().card(activated("TST-X10", vec![Cost::TurnLifeFaceUp(1)])).field(A, &["TST-X10"]).life(A, &["TST-002", "TST-003"]).build();
    let c = char_card(&g, A, "TST-X10");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    let life = g.life(A);
    assert_eq!((g.life_face_up(life[0]), g.life_face_up(life[1])), (Some(false), Some(true)));
    assert!(!can_activate(&g, char_card(&g, A, "TST-X10")), "the top card is face-up already");
}

/// "You may turn 1 card from the top of your Life cards face-down:" only a face-up card pays;
/// "Turn all of your Life cards face-down." turns every face-up one back, where it is.
#[test]
fn the_face_down_life_cost_and_effect() {
    let up = main_event("TST-X60", 0, Effect::TurnLifeFaceUp { count: 2 });
    let down = main_event("TST-X62", 0, Effect::TurnLifeFaceDown { count: None });
    let mut g = Scenario::new()
        .card(activated("TST-X61", vec![Cost::TurnLifeFaceDown(1)]))
        .card(up)
        .card(down)
        .field(A, &["TST-X61"])
        .hand(A, &["TST-X60", "TST-X62"])
        .life(A, &["TST-001", "TST-002", "TST-003"])
        .build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X61")), "the top card is face-down already");
    play!(g, hand_card(&g, A, "TST-X60"));
    let life = g.life(A);
    let faces = |g: &Game| life.iter().map(|&c| g.life_face_up(c)).collect::<Vec<_>>();
    assert_eq!(faces(&g), vec![Some(false), Some(true), Some(true)]);
    let c = char_card(&g, A, "TST-X61");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(faces(&g), vec![Some(false), Some(true), Some(false)], "the top one turned face down");
    assert!(ev.iter().any(|e| matches!(e, Event::LifeTurnedFaceDown { seat, card } if *seat == A && card.id == life[2])));
    let ev = play!(g, hand_card(&g, A, "TST-X62"));
    assert_eq!(faces(&g), vec![Some(false); 3], "all face down, none moved");
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::LifeTurnedFaceDown { .. })).count(), 1, "only the face-up one turned");
}

/// "If your Leader is [Test Captain], you may turn 1 card from the top of your Life cards
/// face-up: Draw 1 card." (the condition is the ability's: it gates the payment) — usable with
/// that Leader only, and with another Leader nothing is paid.
#[test]
fn a_condition_before_an_optional_cost() {
    let gated = |number: &str, when: Option<When>| {
        let conditions = vec![Condition::LeaderNamed("Test Captain".into())];
        let cost = vec![Cost::TurnLifeFaceUp(1)];
        let ab = match when {
            Some(when) => Ability::Auto { when, conditions, once_per_turn: false, optional: false, cost, effect: draw(1) },
            None => Ability::Activated { timing: ActTiming::ActivateMain, conditions, once_per_turn: false, cost, effect: draw(1) },
        };
        character(number, 0, 1000, vec![ab])
    };
    let s = |leader: &str| {
        Scenario::new()
            .card(gated("TST-X63", None))
            .card(gated("TST-X64", Some(When::OnPlay)))
            .leader(A, leader)
            .field(A, &["TST-X63"])
            .hand(A, &["TST-X64"])
            .life(A, &["TST-001", "TST-002"])
    };
    let mut g = s("TST-L01").build();
    let c = char_card(&g, A, "TST-X63");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.life_face_up(g.life(A)[1]), Some(true), "paid with the named Leader");

    let mut g = s("TST-L02").build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X63")), "another Leader: the ability cannot be used");
    let ev = play!(g, hand_card(&g, A, "TST-X64"));
    assert_eq!(draws(&ev, A), 0);
    assert!(matches!(g.decision_kind(), Some(DecisionKind::Main)), "no payment is offered: back to the main phase");
    assert_eq!(g.life(A).iter().map(|&c| g.life_face_up(c)).collect::<Vec<_>>(), vec![Some(false); 2], "nothing paid");
}

/// "You may trash 1 card from the top or bottom of your Life cards:"
#[test]
fn the_top_or_bottom_life_trash_cost() {
    let mut g = Scenario::new()
        .card(activated("TST-X11", vec![Cost::TrashLifeTopOrBottom(1)]))
        .field(A, &["TST-X11"])
        .life(A, &["TST-002", "TST-003"])
        .build();
    let c = char_card(&g, A, "TST-X11");
    activate(&mut g, c);
    let ev = ok(&mut g, A, Action::Choose(Choice::Option(0)));
    assert_eq!(draws(&ev, A), 1);
    assert!(g.find(A, Zone::Trash, "TST-003").is_some());
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-002"]);
}

/// "You may rest 1 of your [TST-X66] cards:" an active Leader, Character or Stage of that name;
/// a card of another name never pays.
#[test]
fn the_named_card_rest_cost() {
    let cost = vec![Cost::RestNamed { count: 1, name: "TST-X66".into(), or_leader: false }];
    let s = |field: &[&str]| Scenario::new().card(activated("TST-X65", cost.clone())).card(character("TST-X66", 1, 1000, vec![])).field(A, field);
    let mut g = s(&["TST-X65", "TST-X66"]).build();
    let c = char_card(&g, A, "TST-X65");
    activate(&mut g, c);
    let named = char_card(&g, A, "TST-X66");
    let ev = pick!(g, [named]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.is_rested(named), Some(true));
    assert_eq!(g.is_rested(c), Some(false), "only the named card is rested");
    assert!(!can_activate(&g, c), "the only [TST-X66] is rested now");
    let g = s(&["TST-X65"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X65")), "no card of that name");
}

/// "You may place 1 Stage with a cost of 1 at the bottom of the owner's deck:" either player's
/// Stage of that cost goes to the bottom of its owner's deck.
#[test]
fn the_stage_to_the_bottom_of_the_deck_cost() {
    let s = |cost: i32| {
        Scenario::new().card(activated("TST-X67", vec![Cost::StageToDeckBottom { count: 1, cost }])).field(A, &["TST-X67"]).stage(B, "TST-017")
    };
    let mut g = s(1).build();
    let c = char_card(&g, A, "TST-X67");
    activate(&mut g, c);
    let stage = g.stage(B).expect("the opponent's Stage");
    let ev = pick!(g, [stage]);
    assert_eq!(draws(&ev, A), 1);
    assert!(g.stage(B).is_none());
    assert_eq!(numbers_in(&g, g.deck(B)).first().map(String::as_str), Some("TST-017"), "at the bottom of its owner's deck");
    let g = s(2).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X67")), "no Stage with a cost of 2");
    let g = s(0).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X67")), "no Stage with a cost of 0: exactly the cost, not more");
}

/// "[When Attacking] Your opponent cannot activate the [Blocker] of any Character with a cost
/// of 2 or less during this battle." / "… a [Blocker] Character that has 3000 or less power …":
/// only the [Blocker]s above the limit may block.
#[test]
fn the_blocker_restriction_by_cost_or_power() {
    for what in [PlayerRestriction::ActivateBlockerCostAtMost(2), PlayerRestriction::ActivateBlockerPowerAtMost(3000)] {
        let e = Effect::Restrict { side: Side::Opponent, what, duration: Duration::ThisBattle };
        let mut g = Scenario::new()
            .card(character("TST-X68", 1, 5000, vec![auto(When::WhenAttacking, e)]))
            .field(A, &["TST-X68"])
            .field(B, &["TST-002", "TST-020"])
            .life(B, &["TST-001"])
            .build();
        let a = char_card(&g, A, "TST-X68");
        attack!(g, a, g.leader(B));
        let (low, high) = (char_card(&g, B, "TST-002"), char_card(&g, B, "TST-020"));
        assert!(!g.legal_actions(B).contains(&Action::Block { blocker: Some(low) }), "{what:?}: cost 2, power 3000");
        assert!(g.legal_actions(B).contains(&Action::Block { blocker: Some(high) }), "{what:?}: cost 3, power 4000");
    }
}

/// "You may rest this Character and 1 of your {Test Crew} type Leader or Stage cards:"
#[test]
fn the_leader_or_stage_rest_cost() {
    let cost = vec![Cost::RestThis, Cost::RestLeaderOrStage { count: 1, filter: Filter::with_trait("Test Crew") }];
    let mut g = Scenario::new().card(activated("TST-X12", cost.clone())).field(A, &["TST-X12"]).build();
    let c = char_card(&g, A, "TST-X12");
    activate(&mut g, c);
    let l = g.leader(A);
    let ev = pick!(g, [l]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.is_rested(g.leader(A)), Some(true));
    assert_eq!(g.is_rested(char_card(&g, A, "TST-X12")), Some(true));
    let g = Scenario::new().card(activated("TST-X12", cost)).field(A, &["TST-X12"]).leader_rested(A).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X12")), "the Leader is rested already");
}

/// "You may return 1 of your Characters with a cost of 2 or more to the owner's hand:"
#[test]
fn the_return_characters_cost() {
    let cost = vec![Cost::ReturnCharactersToHand { count: 1, filter: Filter { cost_min: Some(2), ..Filter::any() } }];
    let mut g = Scenario::new().card(activated("TST-X13", cost.clone())).field(A, &["TST-X13", "TST-001", "TST-003"]).build();
    let c = char_card(&g, A, "TST-X13");
    activate(&mut g, c);
    if let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) {
        assert_eq!(numbers(&g, &candidates), vec!["TST-003"], "cost 2 or more only");
    } else {
        panic!("{:?}", kind(&g));
    }
    let c3 = char_card(&g, A, "TST-003");
    let ev = pick!(g, [c3]);
    assert_eq!(draws(&ev, A), 1);
    assert!(g.find(A, Zone::Hand, "TST-003").is_some());
    let g = Scenario::new().card(activated("TST-X13", cost)).field(A, &["TST-X13", "TST-001"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X13")));
}

// ------------------------------------------------------------------------- more conditions

#[test]
fn all_conditions_must_hold() {
    let both = Condition::All(vec![Condition::LeaderMulticoloured, Condition::AtMost(Counted::YourLife, 1)]);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001"]), both.clone()), 1);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001", "TST-001"]), both.clone()), 0);
    assert_eq!(draws_if(Scenario::new().leader(A, "TST-L03").life(A, &["TST-001"]), both), 0);
}

#[test]
fn total_life_and_characters_of_both_players() {
    let s = || Scenario::new().life(A, &["TST-001", "TST-001"]).life(B, &["TST-001"]);
    assert_eq!(draws_if(s(), Condition::AtMost(Counted::TotalLife, 3)), 1);
    assert_eq!(draws_if(s(), Condition::AtMost(Counted::TotalLife, 2)), 0);
    let cost3 = Condition::AtLeast(Counted::AllCharacters(Filter { cost_min: Some(3), cost_max: Some(3), ..Filter::any() }), 1);
    assert_eq!(draws_if(Scenario::new().field(B, &["TST-003"]), cost3.clone()), 1, "the opponent's counts");
    assert_eq!(draws_if(Scenario::new().field(A, &["TST-003"]), cost3.clone()), 1, "and one's own");
    assert_eq!(draws_if(Scenario::new().field(B, &["TST-002"]), cost3), 0);
}

/// [When Attacking] / [Activate: Main] conditions on the source itself.
#[test]
fn this_characters_power_and_turn_played() {
    let strong = Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost: vec![],
        effect: Effect::If(Condition::ThisPowerAtLeast(5000), Box::new(draw(1))),
    };
    let mut g = Scenario::new().card(character("TST-X14", 1, 5000, vec![strong.clone()])).field(A, &["TST-X14"]).build();
    let c = char_card(&g, A, "TST-X14");
    assert_eq!(draws(&activate(&mut g, c), A), 1);
    let mut g = Scenario::new().card(character("TST-X14", 1, 4000, vec![strong])).field(A, &["TST-X14"]).build();
    let c = char_card(&g, A, "TST-X14");
    assert_eq!(draws(&activate(&mut g, c), A), 0);

    let fresh = Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost: vec![],
        effect: Effect::If(Condition::PlayedThisTurn, Box::new(draw(1))),
    };
    let mut g = Scenario::new().card(character("TST-X15", 1, 1000, vec![fresh.clone()])).field_new(A, &["TST-X15"]).build();
    let c = char_card(&g, A, "TST-X15");
    assert_eq!(draws(&activate(&mut g, c), A), 1, "played this turn");
    let mut g = Scenario::new().card(character("TST-X15", 1, 1000, vec![fresh])).field(A, &["TST-X15"]).build();
    let c = char_card(&g, A, "TST-X15");
    assert_eq!(draws(&activate(&mut g, c), A), 0, "on the field since an earlier turn");
}

// ---------------------------------------------------------------------------- more effects

/// "Trash up to 2 cards from the top of your opponent's Life cards": one yes/no per card.
#[test]
fn trashing_up_to_n_life_cards() {
    let ev = main_event("TST-X93", 0, Effect::MoveTop { side: Side::Opponent, from: Pile::Life, count: 2, up_to: true, to: Dest::Trash });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-X93"]).life(B, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X93"));
    yes(&mut g);
    no(&mut g);
    assert!(is_main(&g));
    assert_eq!(numbers_in(&g, g.life(B)), vec!["TST-001", "TST-002"]);
    assert!(g.find(B, Zone::Trash, "TST-003").is_some());
}

/// "Activate this card's [On Play] effect." runs the card's own automatic ability.
#[test]
fn activating_the_cards_own_on_play() {
    let mut d = main_event("TST-X94", 0, Effect::ActivateOwn(OwnAbility::Auto(When::OnPlay)));
    d.abilities.push(auto(When::OnPlay, draw(2)));
    let mut g = Scenario::new().card(d).hand(A, &["TST-X94"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X94"));
    assert_eq!(draws(&ev, A), 2);
    let d = main_event("TST-X95", 0, Effect::ActivateOwn(OwnAbility::Auto(When::OnPlay)));
    let mut g = Scenario::new().card(d).hand(A, &["TST-X95"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X95"));
    assert_eq!(draws(&ev, A), 0, "no such ability: nothing happens");
}

/// "Play up to 1 … from your hand or trash."
#[test]
fn playing_from_hand_or_trash() {
    let ev = main_event(
        "TST-X96",
        0,
        Effect::Play { from: PlayFrom::HandOrTrash, filter: Filter::of_kind(CardKind::Character), up_to: 1, rested: false },
    );
    let mut g = Scenario::new().card(ev).hand(A, &["TST-X96", "TST-002"]).trash(A, &["TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X96"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => {
            let mut n = numbers(&g, &candidates);
            n.sort();
            assert_eq!(n, vec!["TST-002", "TST-003"]);
        }
        other => panic!("{other:?}"),
    }
    let t = g.find(A, Zone::Trash, "TST-003").unwrap();
    pick!(g, [t]);
    assert!(g.find(A, Zone::Character, "TST-003").is_some());
}

/// The candidates of the pending card choice, by number.
fn candidates(g: &Game) -> Vec<String> {
    match kind(g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => numbers(g, &candidates),
        other => panic!("no card choice: {other:?}"),
    }
}

/// 4-9: "with a base cost of 3 or less" / "with 5000 base power or less" look at the printed
/// values, not at the current ones.
#[test]
fn base_cost_and_power_filters_read_printed_values() {
    let ko = |f: Filter| main_event("TST-X97", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, f), act: Act::Ko });
    let base_cost = Filter { base_cost_max: Some(3), ..Filter::any() };
    let mut g = Scenario::new().card(ko(base_cost)).hand(A, &["TST-X97"]).field(B, &["TST-003", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-X97"));
    assert_eq!(candidates(&g), vec!["TST-003"], "cost 3 only");
    let base_power = Filter { base_power_max: Some(4000), ..Filter::any() };
    let mut g = Scenario::new().card(ko(base_power)).hand(A, &["TST-X97"]).field(B, &["TST-003", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-X97"));
    assert_eq!(candidates(&g), vec!["TST-003"], "4000 printed power only");
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    assert!(g.find(B, Zone::Trash, "TST-003").is_some());
    // a power boost does not change the base power
    let boost = Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(5000), Duration::ThisTurn) },
        Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { base_power_max: Some(4000), ..Filter::any() }), act: Act::Ko },
    ]);
    let mut g = Scenario::new().card(main_event("TST-X98", 0, boost)).hand(A, &["TST-X98"]).field(B, &["TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X98"));
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    assert_eq!(g.power(c), Some(9000));
    assert_eq!(candidates(&g), vec!["TST-003"], "9000 power now, 4000 base power");
}

/// "If <condition>, choose one:" — the options are offered only when the condition holds.
#[test]
fn a_conditional_choice() {
    let e = Effect::If(Condition::AtLeast(Counted::OpponentHand, 1), Box::new(Effect::ChooseOne { by: Side::You, options: vec![draw(1), draw(2)] }));
    let mut g = Scenario::new().card(main_event("TST-X99", 0, e.clone())).hand(A, &["TST-X99"]).hand(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X99"));
    let ev = option(&mut g, 1);
    assert_eq!(draws(&ev, A), 2);
    let mut g = Scenario::new().card(main_event("TST-X99", 0, e)).hand(A, &["TST-X99"]).build();
    play!(g, hand_card(&g, A, "TST-X99"));
    assert!(is_main(&g), "no choice offered: {:?}", kind(&g));
}

// ------------------------------------------------------------------------------- durations

/// "until the end of your opponent's next turn": through the opponent's whole next turn, gone
/// at its end.
#[test]
fn until_the_end_of_the_opponents_next_turn() {
    let e = Effect::Targeted {
        sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()),
        act: Act::Prohibit(Prohibition::Attack, Duration::UntilEndOfOpponentsNextTurn),
    };
    let mut g = Scenario::new().card(main_event("TST-Y01", 0, e)).hand(A, &["TST-Y01"]).field(B, &["TST-003"]).life(A, &["TST-001", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Y01"));
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    end_turn(&mut g);
    // B's turn: the Character cannot attack
    assert_eq!(g.turn_player(), B);
    let c = char_card(&g, B, "TST-003");
    assert!(!g.legal_actions(B).iter().any(|a| matches!(a, Action::DeclareAttack { attacker, .. } if *attacker == c)));
    end_turn(&mut g);
    end_turn(&mut g);
    // B's following turn: it may attack again
    assert_eq!(g.turn_player(), B);
    let c = char_card(&g, B, "TST-003");
    assert!(g.legal_actions(B).iter().any(|a| matches!(a, Action::DeclareAttack { attacker, .. } if *attacker == c)));
}

/// Created during the opponent's turn, it lasts through their next turn, not the current one.
#[test]
fn until_the_end_of_the_opponents_next_turn_from_their_own_turn() {
    // B plays it in B's turn on A's Character: it lasts through A's next turn
    let e = Effect::Targeted {
        sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()),
        act: Act::Power(Amount::Fixed(-1000), Duration::UntilEndOfOpponentsNextTurn),
    };
    let mut g = Scenario::new().card(main_event("TST-Y03", 0, e)).turn(4, B).hand(B, &["TST-Y03"]).field(A, &["TST-003"]).build();
    play!(g, hand_card(&g, B, "TST-Y03"));
    let c = char_card(&g, A, "TST-003");
    pick!(g, [c]);
    assert_eq!(g.power(c), Some(3000));
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.power(char_card(&g, A, "TST-003")), Some(3000), "through A's next turn");
    end_turn(&mut g);
    assert_eq!(g.power(char_card(&g, A, "TST-003")), Some(4000), "gone at its end");
}

/// "will not become active in your opponent's next Refresh Phase"
#[test]
fn staying_rested_through_the_next_refresh() {
    let e = Effect::Targeted {
        sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { rested: Some(true), ..Filter::any() }),
        act: Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh),
    };
    let mut g = Scenario::new().card(main_event("TST-Y04", 0, e)).hand(A, &["TST-Y04"]).field_rested(B, &["TST-003", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-Y04"));
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.is_rested(char_card(&g, B, "TST-003")), Some(true), "stays rested");
    assert_eq!(g.is_rested(char_card(&g, B, "TST-002")), Some(false), "the other one refreshes");
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.is_rested(char_card(&g, B, "TST-003")), Some(false), "the refresh after that sets it active");
}

/// "will not become active in your opponent's next Refresh Phase" ends with that Refresh Phase:
/// later in the same turn its owner's own effect can set it active.
#[test]
fn kept_rested_through_the_refresh_then_an_effect_may_set_it_active() {
    let keep = main_event("TST-Y04", 0, Effect::Targeted {
        sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { rested: Some(true), ..Filter::any() }),
        act: Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh),
    });
    let wake = main_event("TST-Y09", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::SetActive });
    let mut g = Scenario::new().card(keep).card(wake).hand(A, &["TST-Y04"]).hand(B, &["TST-Y09"]).field_rested(B, &["TST-003"]).build();
    let c = char_card(&g, B, "TST-003");
    play!(g, hand_card(&g, A, "TST-Y04"));
    pick!(g, [c]);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.is_rested(c), Some(true), "stayed rested through B's refresh");
    play!(g, hand_card(&g, B, "TST-Y09"));
    pick!(g, [c]);
    assert_eq!(g.is_rested(c), Some(false), "the effect has ended: B's own effect sets it active");
}

/// 6-2-4: 「自分のリーダーエリア、キャラクターエリア、ステージエリア、コストエリアに置かれている
/// レストのカードすべてをアクティブにします。」 — "this Character will not become active in your next
/// Refresh Phase" (このキャラは、次の自分のリフレッシュフェイズでアクティブにならない): the card
/// stays rested through its controller's own next Refresh Phase (the opponent's one in between
/// does not end it), then the effect is over: the Refresh Phase after that sets it active.
#[test]
fn r6_2_4_staying_rested_through_your_own_next_refresh() {
    let e = Effect::Targeted {
        sel: Selector::up_to(1, Side::You, Targetable::Character, Filter { rested: Some(true), ..Filter::any() }),
        act: Act::Prohibit(Prohibition::BeSetActive, Duration::UntilYourNextRefresh),
    };
    let mut g = Scenario::new().card(main_event("TST-Y14", 0, e)).hand(A, &["TST-Y14"]).field_rested(A, &["TST-003", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-Y14"));
    let c = char_card(&g, A, "TST-003");
    pick!(g, [c]);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.is_rested(c), Some(true), "stays rested through A's next refresh");
    assert_eq!(g.is_rested(char_card(&g, A, "TST-002")), Some(false), "the other one refreshes");
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.is_rested(c), Some(false), "the refresh after that sets it active");
}

/// 6-2-1: 「「ターン開始時まで」と表記されている、現在まで適用されている効果が無効になります。」 —
/// "This Character cannot be K.O.'d in battle and gains +2000 power until the start of your next
/// turn." (このキャラは、次の自分のターン開始時まで、バトルでKOされずパワー+2000): both last
/// through the opponent's turn (a bigger attacker does not K.O. it) and end when its controller's
/// next turn starts.
#[test]
fn r6_2_1_not_koed_in_battle_and_more_power_until_the_start_of_your_next_turn() {
    let d = Duration::UntilStartOfYourNextTurn;
    let both = Effect::Seq(vec![
        Effect::Targeted { sel: Selector::this(), act: Act::Prohibit(Prohibition::BeKoedInBattle, d) },
        Effect::Targeted { sel: Selector::this(), act: Act::Power(Amount::Fixed(2000), d) },
    ]);
    let guard = character("TST-Y15", 2, 2000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![], effect: both }]);
    let mut g = Scenario::new().card(guard).card(character("TST-Y16", 3, 6000, vec![])).field_rested(A, &["TST-Y15"]).field(B, &["TST-Y16"]).build();
    let c = char_card(&g, A, "TST-Y15");
    activate(&mut g, c);
    assert_eq!(g.power(c), Some(4000));
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.power(c), Some(4000), "through the opponent's turn");
    let attacker = char_card(&g, B, "TST-Y16");
    attack!(g, attacker, c);
    finish_battle(&mut g);
    assert!(g.find(A, Zone::Character, "TST-Y15").is_some(), "6000 against 4000: not K.O.'d in battle");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.power(c), Some(2000), "gone at the start of A's next turn");
}

/// "Add up to 1 Character card with a cost of 3 to 5 from your trash to your hand."
#[test]
fn trash_to_hand() {
    let f = Filter { kind: Some(CardKind::Character), cost_min: Some(3), cost_max: Some(5), ..Filter::any() };
    let ev = main_event("TST-Y05", 0, Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: 1, up_to: true, filter: f, to: Dest::Hand });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-Y05"]).trash(A, &["TST-001", "TST-003", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-Y05"));
    assert_eq!(candidates(&g), vec!["TST-003"], "cost 3 to 5 only");
    let c = g.find(A, Zone::Trash, "TST-003").unwrap();
    pick!(g, [c]);
    assert!(g.find(A, Zone::Hand, "TST-003").is_some());
}

/// "Your opponent places 2 cards from their trash at the bottom of their deck in any order."
#[test]
fn the_opponent_places_trash_at_the_bottom_of_their_deck() {
    let ev = main_event("TST-Y06", 0, Effect::MoveChosen { side: Side::Opponent, from: Pile::Trash, by: Side::Opponent, count: 2, up_to: false, filter: Filter::any(), to: Dest::Deck { bottom: true } });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-Y06"]).trash(B, &["TST-002", "TST-003", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-Y06"));
    assert_eq!(seat_now(&g), B, "the opponent chooses");
    let (c2, c4) = (g.find(B, Zone::Trash, "TST-002").unwrap(), g.find(B, Zone::Trash, "TST-004").unwrap());
    pick!(g, [c2, c4]);
    assert_eq!(numbers_in(&g, g.trash(B)), vec!["TST-003"]);
    let deck = numbers_in(&g, g.deck(B));
    let mut bottom = deck[..2].to_vec();
    bottom.sort();
    assert_eq!(bottom, vec!["TST-002", "TST-004"]);
}

/// "Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the
/// top or bottom of the Life cards."
#[test]
fn arranging_a_life_card_of_either_player() {
    let ev = main_event("TST-Y07", 0, Effect::Arrange { life: true, count: 1, top_only: false });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-Y07"]).life(B, &["TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-Y07"));
    let ev = option(&mut g, 1);
    assert!(ev.iter().any(|e| matches!(e, Event::Looked { seat: Seat::A, .. })), "the opponent's top Life card is seen");
    let top = *g.life(B).last().unwrap();
    assert_eq!(candidates(&g), vec!["TST-003"]);
    pick!(g, [top]);
    assert_eq!(numbers_in(&g, g.life(B)), vec!["TST-003", "TST-002"], "moved to the bottom");
    // left on top
    let ev = main_event("TST-Y07", 0, Effect::Arrange { life: true, count: 1, top_only: false });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-Y07"]).life(A, &["TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-Y07"));
    option(&mut g, 0);
    pick!(g, []);
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-002", "TST-003"]);
}

/// "If you have 2 Life cards": exactly that many.
#[test]
fn an_exact_count() {
    let two = Condition::Exactly(Counted::YourLife, 2);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001", "TST-001"]), two.clone()), 1);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001"]), two.clone()), 0);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001", "TST-001", "TST-001"]), two), 0);
}

/// "Add up to 1 Character card with a [Trigger] from your hand to the top of your Life cards
/// face-up."
#[test]
fn hand_to_life() {
    let f = Filter { kind: Some(CardKind::Character), ..Filter::any() };
    let ev = main_event("TST-Y08", 0, Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: true, filter: f, to: Dest::Life { face_up: true } });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-Y08", "TST-003"]).life(A, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Y08"));
    assert_eq!(candidates(&g), vec!["TST-003"]);
    let c = hand_card(&g, A, "TST-003");
    pick!(g, [c]);
    let life = g.life(A);
    assert_eq!(numbers_in(&g, life.clone()), vec!["TST-001", "TST-003"], "on top");
    assert_eq!(g.life_face_up(life[1]), Some(true));
}

/// "You may give your 1 active Leader −5000 power during this turn:" — only an active Leader
/// pays, and the malus lasts the turn.
#[test]
fn the_active_leader_power_cost() {
    let cost = vec![Cost::ActiveLeaderPower(-5000)];
    let mut g = Scenario::new().card(activated("TST-Y09", cost.clone())).field(A, &["TST-Y09"]).build();
    let c = char_card(&g, A, "TST-Y09");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.power(g.leader(A)), Some(0));
    end_turn(&mut g);
    assert_eq!(g.power(g.leader(A)), Some(5000), "during this turn only");
    let g = Scenario::new().card(activated("TST-Y09", cost)).field(A, &["TST-Y09"]).leader_rested(A).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-Y09")), "a rested Leader cannot pay");
}

/// "Add up to 1 of your opponent's Characters with a cost of 3 or less to the top or bottom of
/// your opponent's Life cards face-up."
#[test]
fn a_character_added_to_its_owners_life() {
    let e = Effect::Targeted {
        sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::cost_at_most(3)),
        act: Act::ToLifeTopOrBottom { face_up: true, top_only: false },
    };
    let mut g = Scenario::new().card(main_event("TST-Y10", 0, e)).hand(A, &["TST-Y10"]).field(B, &["TST-003"]).life(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Y10"));
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    option(&mut g, 1);
    let life = g.life(B);
    assert_eq!(numbers_in(&g, life.clone()), vec!["TST-003", "TST-001"], "at the bottom");
    assert_eq!(g.life_face_up(life[0]), Some(true));
    assert!(g.characters(B).is_empty());
}

/// "Add up to 1 of your Characters with a cost of 3 to the top of the owner's Life cards
/// face-up" (持ち主のライフの上に表向きで加える): no top-or-bottom question, the top.
#[test]
fn a_character_added_to_the_top_of_its_owners_life() {
    let e = Effect::Targeted {
        sel: Selector::up_to(1, Side::You, Targetable::Character, Filter { cost_min: Some(3), ..Filter::cost_at_most(3) }),
        act: Act::ToLifeTopOrBottom { face_up: true, top_only: true },
    };
    let mut g = Scenario::new().card(main_event("TST-Y13", 0, e)).hand(A, &["TST-Y13"]).field(A, &["TST-003", "TST-004"]).life(A, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Y13"));
    let c = char_card(&g, A, "TST-003");
    pick!(g, [c]);
    assert!(!matches!(kind(&g), Some(DecisionKind::ChooseOption { .. })), "no top-or-bottom question");
    let life = g.life(A);
    assert_eq!(numbers_in(&g, life.clone()), vec!["TST-001", "TST-003"], "on top");
    assert_eq!(g.life_face_up(life[1]), Some(true));
    assert_eq!(numbers_in(&g, g.characters(A)), vec!["TST-004"], "the cost-4 one was not in reach");
}

/// "If this Character would be K.O.'d, you may rest your Leader or 1 \[TST-Y14\] instead."
/// (このキャラがKOされる場合、代わりに自分のリーダーか「名」1枚を、レストにできる。): asked once;
/// the player picks the card to rest, and the Character stays. With the Leader and every card of
/// that name rested, it cannot replace (8-1-3-4-5).
#[test]
fn an_instead_part_printed_as_a_cost() {
    let guard = || {
        character("TST-Y13", 3, 4000, vec![Ability::Replacement {
            event: Replaceable::WouldBeKoed { target: StaticTarget::This, cause: None },
            conditions: vec![],
            once_per_turn: false,
            optional: true,
            instead: Effect::MayPay { cost: vec![Cost::RestNamed { count: 1, name: "TST-Y14".into(), or_leader: true }], then: Box::new(Effect::Nothing) },
        }])
    };
    let ko = || main_event("TST-Y15", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let stage = CardDef { kind: CardKind::Stage, ..character("TST-Y14", 1, 0, vec![]) };
    let mut g = Scenario::new().card(guard()).card(ko()).card(stage.clone()).hand(A, &["TST-Y15"]).field(B, &["TST-Y13"]).stage(B, "TST-Y14").build();
    play!(g, hand_card(&g, A, "TST-Y15"));
    pick!(g, [char_card(&g, B, "TST-Y13")]);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    let st = g.stage(B).unwrap();
    pick!(g, [st]);
    assert!(g.find(B, Zone::Character, "TST-Y13").is_some(), "replaced: it stays");
    assert_eq!(g.is_rested(st), Some(true), "the Stage of that name rested");
    assert!(is_main(&g), "no second question");
    // the Leader and no card of that name: the Leader pays
    let mut g = Scenario::new().card(guard()).card(ko()).hand(A, &["TST-Y15"]).field(B, &["TST-Y13"]).build();
    play!(g, hand_card(&g, A, "TST-Y15"));
    pick!(g, [char_card(&g, B, "TST-Y13")]);
    yes(&mut g);
    let leader = g.leader(B);
    pick!(g, [leader]);
    assert!(g.find(B, Zone::Character, "TST-Y13").is_some());
    assert_eq!(g.is_rested(g.leader(B)), Some(true), "the Leader rested");
    // nothing active to rest: K.O.'d, no question
    let mut g = Scenario::new().card(guard()).card(ko()).hand(A, &["TST-Y15"]).field(B, &["TST-Y13"]).leader_rested(B).build();
    play!(g, hand_card(&g, A, "TST-Y15"));
    pick!(g, [char_card(&g, B, "TST-Y13")]);
    assert!(g.find(B, Zone::Character, "TST-Y13").is_none(), "K.O.'d");
}

/// Adding the opponent's Character to their Life removes it from the field by an effect of
/// theirs: "would be removed from the field by your opponent's effect" replacements apply.
#[test]
fn adding_to_life_goes_through_the_leave_the_field_replacements() {
    let guard = character("TST-Y11", 3, 4000, vec![Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        instead: Effect::SetDon { side: Side::You, count: 1, up_to: false, rested: true },
    }]);
    let e = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::ToLifeTopOrBottom { face_up: true, top_only: false } };
    let mut g = Scenario::new().card(guard).card(main_event("TST-Y12", 0, e)).hand(A, &["TST-Y12"]).field(B, &["TST-Y11"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-Y12"));
    pick!(g, [char_card(&g, B, "TST-Y11")]);
    option(&mut g, 0);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    let ev = yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-Y11").is_some(), "replaced: it stays");
    assert!(g.life(B).is_empty());
    assert!(!ev.iter().any(|e| matches!(e, Event::LifeTurnedFaceUp { .. })), "not in the Life: nothing turned face up {ev:?}");
}

// ------------------------------------------------------------------ counted bounds, "that card",
// the end of the turn, attacks on active Characters

/// "K.O. 1 of your opponent's Characters with a cost equal to or less than the number of your
/// opponent's Life cards": the bound is counted when the clause resolves.
#[test]
fn a_cost_bound_counted_from_the_opponents_life() {
    let sel = Selector { count: 1, up_to: false, ..Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { cost_max_life: Some(Side::Opponent), ..Filter::any() }) };
    let ev = || main_event("TST-W01", 0, Effect::Targeted { sel: sel.clone(), act: Act::Ko });
    let build = |life: &[&str]| Scenario::new().card(ev()).hand(A, &["TST-W01"]).field(B, &["TST-003", "TST-004"]).life(B, life).build();
    // three Life cards: only the cost-3 Character is in reach (cost 4 is not)
    let mut g = build(&["TST-001", "TST-001", "TST-001"]);
    play!(g, hand_card(&g, A, "TST-W01"));
    assert!(g.find(B, Zone::Character, "TST-003").is_none(), "cost 3 <= 3 Life: K.O.'d");
    assert!(g.find(B, Zone::Character, "TST-004").is_some());
    // two Life cards: neither
    let mut g = build(&["TST-001", "TST-001"]);
    play!(g, hand_card(&g, A, "TST-W01"));
    assert_eq!(g.characters(B).len(), 2, "no Character has a cost of 2 or less");
    // "the total of your and your opponent's Life cards": 3 + 1 reaches the cost-4 one too
    let sel = Selector { filter: Filter { cost_max_life: Some(Side::Either), ..Filter::any() }, up_to: true, ..sel.clone() };
    let ev = main_event("TST-W01", 0, Effect::Targeted { sel, act: Act::Ko });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-W01"]).field(B, &["TST-004"]).life(A, &["TST-001", "TST-001", "TST-001"]).life(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W01"));
    pick!(g, [char_card(&g, B, "TST-004")]);
    assert!(g.characters(B).is_empty(), "cost 4 <= 3 + 1 Life (added, not multiplied): K.O.'d");
}

/// "Play up to 1 Character card from your hand with a cost equal to or less than the number of
/// DON!! cards on your field." (自分の手札から自分の場のドン‼の枚数以下のコストを持ち、…): the
/// bound is counted when the clause resolves, rested DON!! included.
#[test]
fn a_play_bounded_by_the_don_cards_on_your_field() {
    let f = Filter { kind: Some(CardKind::Character), cost_max_don: true, ..Filter::any() };
    let ev = || main_event("TST-WD1", 0, Effect::Play { from: PlayFrom::Hand, filter: f.clone(), up_to: 1, rested: false });
    let hand = ["TST-WD1", "TST-002", "TST-003", "TST-004"];
    // 2 active + 1 rested DON!!: costs 2 and 3 are in reach, cost 4 is not
    let mut g = Scenario::new().card(ev()).hand(A, &hand).don(A, 2, 1).build();
    play!(g, hand_card(&g, A, "TST-WD1"));
    assert_eq!(candidates(&g), vec!["TST-002", "TST-003"]);
    pick!(g, [hand_card(&g, A, "TST-003")]);
    assert!(g.find(A, Zone::Character, "TST-003").is_some(), "played by the effect");
    // one DON!!: no Character of the hand has a cost of 1 or less, nothing is asked or played
    let mut g = Scenario::new().card(ev()).hand(A, &hand).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-WD1"));
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.characters(A).is_empty());
}

/// "Up to 1 of your Characters gains +2000 power during this turn. Then, if you have 2 or less
/// Life cards, that card gains an additional +1000 power during this turn."
#[test]
fn that_card_is_the_card_the_previous_clause_chose() {
    let e = Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(2000), Duration::ThisTurn) },
        Effect::If(
            Condition::AtMost(Counted::YourLife, 2),
            Box::new(Effect::Targeted { sel: Selector::chosen(), act: Act::Power(Amount::Fixed(1000), Duration::ThisTurn) }),
        ),
    ]);
    let build = || Scenario::new().card(main_event("TST-W02", 0, e.clone())).hand(A, &["TST-W02"]).field(A, &["TST-001", "TST-002"]).life(A, &["TST-001"]).build();
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-W02"));
    let (x, y) = (char_card(&g, A, "TST-001"), char_card(&g, A, "TST-002"));
    pick!(g, [y]);
    assert_eq!(g.power(y), Some(3000 + 2000 + 1000), "the chosen card gets both");
    assert_eq!(g.power(x), Some(2000), "the other card gets nothing");
    // nothing chosen: "that card" is no card
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-W02"));
    pick!(g, []);
    assert_eq!(g.power(char_card(&g, A, "TST-001")), Some(2000));
    assert_eq!(g.power(char_card(&g, A, "TST-002")), Some(3000));
}

/// "Set up to 1 of your DON!! cards as active at the end of this turn.": nothing now, once in
/// this turn's end phase.
#[test]
fn an_effect_kept_for_the_end_of_the_turn() {
    let e = Effect::AtEndOfTurn(Box::new(Effect::SetDon { side: Side::You, count: 1, up_to: true, rested: false }));
    let mut g = Scenario::new().card(main_event("TST-W03", 0, e)).hand(A, &["TST-W03"]).don(A, 0, 2).build();
    play!(g, hand_card(&g, A, "TST-W03"));
    assert_eq!(g.don(A).1, 0, "not yet");
    let ev = end_turn(&mut g);
    assert!(ev.iter().any(|e| matches!(e, Event::DonSetActive { seat: A, count: 1 })));
    assert_eq!(g.turn_player(), B);
    assert_eq!((g.don(A).1, g.don(A).2), (1, 1), "one set active at the end of A's turn");
}

/// "Trash 1 of your {Harbor Folk} type Characters at the end of this turn." (このターン終了時、
/// 自分の特徴《…》を持つキャラ1枚をトラッシュに置く): nothing now; in this turn's end phase the
/// player picks exactly one of those Characters (not another), and it goes to the trash without
/// a K.O.
#[test]
fn trash_one_of_your_characters_at_the_end_of_this_turn() {
    let one = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::with_trait("Harbor Folk")) };
    let e = Effect::AtEndOfTurn(Box::new(Effect::Targeted { sel: one, act: Act::Trash }));
    let mut folk = character("TST-W47", 1, 1000, vec![]);
    folk.traits = vec!["Harbor Folk".into()];
    let mut g = Scenario::new().card(main_event("TST-W48", 0, e)).card(folk).hand(A, &["TST-W48"]).field(A, &["TST-W47", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W48"));
    let (folk, other) = (char_card(&g, A, "TST-W47"), char_card(&g, A, "TST-001"));
    assert_eq!(g.characters(A).len(), 2, "not yet");
    let ev = end_turn(&mut g);
    let ev = if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { ref candidates, min: 1, .. }) if *candidates == vec![folk]), "{:?}", kind(&g));
        pick!(g, [folk])
    } else {
        ev
    };
    assert!(!ev.iter().any(|e| matches!(e, Event::Koed { .. })), "trashed, not K.O.'d");
    assert_eq!(g.characters(A), vec![other]);
    assert_eq!(numbers(&g, &g.trash(A)), vec!["TST-W48", "TST-W47"]);
}

/// 10-2-1: "K.O. 1 of your {Harbor Folk} type Characters." (自分の特徴《…》を持つキャラ1枚を、KOする):
/// exactly one of the player's own of that type — a K.O. (its \[On K.O.\] timing), never another
/// Character; with two of them the player picks one.
#[test]
fn r10_2_1_ko_one_of_your_own_characters_of_a_type() {
    let one = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::with_trait("Harbor Folk")) };
    let e = Effect::Targeted { sel: one, act: Act::Ko };
    let mut folk = character("TST-W50", 1, 1000, vec![]);
    folk.traits = vec!["Harbor Folk".into()];
    let build = |fields: &[&str]| Scenario::new().card(main_event("TST-W51", 0, e.clone())).card(folk.clone()).hand(A, &["TST-W51"]).field(A, fields).build();
    let mut g = build(&["TST-W50", "TST-001"]);
    let (mine, other) = (char_card(&g, A, "TST-W50"), char_card(&g, A, "TST-001"));
    let mut ev = play!(g, hand_card(&g, A, "TST-W51"));
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        ev.extend(pick!(g, [mine]));
    }
    assert!(ev.iter().any(|e| matches!(e, Event::Koed { .. })), "a K.O.");
    assert_eq!(g.characters(A), vec![other], "only the {{Harbor Folk}} one");
    let mut g = build(&["TST-W50", "TST-W50"]);
    play!(g, hand_card(&g, A, "TST-W51"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 1, max: 1, .. })), "{:?}", kind(&g));
    let first = g.characters(A)[0];
    pick!(g, [first]);
    assert_eq!(g.characters(A).len(), 1);
}

/// "Trash 1 card from the top of each of your and your opponent's Life cards." (お互いのライフの
/// 上から1枚をトラッシュに置く): the top card of both Life areas; a player with no Life loses
/// none and the other still does.
#[test]
fn trash_the_top_card_of_each_players_life() {
    let e = Effect::MoveTop { side: Side::Either, from: Pile::Life, count: 1, up_to: false, to: Dest::Trash };
    let mut g = Scenario::new().card(main_event("TST-W49", 0, e.clone())).hand(A, &["TST-W49"]).life(A, &["TST-001", "TST-002"]).life(B, &["TST-003", "TST-011"]).build();
    play!(g, hand_card(&g, A, "TST-W49"));
    assert_eq!(numbers(&g, &g.life(A)), vec!["TST-001"]);
    assert_eq!(numbers(&g, &g.life(B)), vec!["TST-003"]);
    assert_eq!(numbers(&g, &g.trash(B)), vec!["TST-011"], "the top one of each");
    let mut g = Scenario::new().card(main_event("TST-W49", 0, e)).hand(A, &["TST-W49"]).life(A, &[]).life(B, &["TST-003", "TST-011"]).build();
    play!(g, hand_card(&g, A, "TST-W49"));
    assert_eq!(numbers(&g, &g.life(B)), vec!["TST-003"], "the opponent's still goes");
}

/// "Select up to 1 of your Characters. If the selected Character attacks during this turn, your
/// opponent cannot activate [Blocker]." (選ぶ): the selection itself does nothing; "the selected
/// Character" is the card chosen, and only it.
#[test]
fn a_selection_does_nothing_but_name_the_selected_card() {
    let e = Effect::Seq(vec![Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Select },
        Effect::Targeted { sel: Selector::chosen(), act: Act::Grant(Keyword::Unblockable, Duration::ThisTurn) },
    ])]);
    let build = || Scenario::new().card(main_event("TST-W09", 0, e.clone())).hand(A, &["TST-W09"]).field(A, &["TST-001", "TST-002"]).build();
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-W09"));
    let (x, y) = (char_card(&g, A, "TST-001"), char_card(&g, A, "TST-002"));
    let before = (g.power(y), g.is_rested(y), g.zone_of(y));
    pick!(g, [y]);
    assert_eq!((g.power(y), g.is_rested(y), g.zone_of(y)), before, "selected: nothing done to it");
    assert!(g.has_keyword(y, Keyword::Unblockable), "the selected Character cannot be blocked");
    assert!(!g.has_keyword(x, Keyword::Unblockable), "the other one can");
    // nothing selected: no card is "the selected Character"
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-W09"));
    pick!(g, []);
    assert!(g.characters(A).iter().all(|&c| !g.has_keyword(c, Keyword::Unblockable)));
}

/// "When your opponent activates a [Blocker], draw 1 card." (相手が【ブロッカー】を発動した時,
/// 7-1-2-2): the attacker's side triggers as the opponent's Character blocks, and not without a
/// block.
#[test]
fn when_the_opponent_activates_a_blocker() {
    let watcher = character("TST-W10", 2, 5000, vec![auto(When::OpponentActivatesBlocker, draw(1))]);
    let build = || Scenario::new().card(watcher.clone()).field(A, &["TST-W10"]).field(B, &["TST-020"]).life(B, &["TST-001"]).build();
    let mut g = build();
    let a = char_card(&g, A, "TST-W10");
    attack!(g, a, g.leader(B));
    let ev = ok!(g, B, Action::Block { blocker: Some(char_card(&g, B, "TST-020")) });
    assert_eq!(draws(&ev, A), 1, "the attacker's side draws as the blocker is activated");
    let mut g = build();
    let a = char_card(&g, A, "TST-W10");
    attack!(g, a, g.leader(B));
    let ev = ok!(g, B, Action::Block { blocker: None });
    assert_eq!(draws(&ev, A), 0, "no block, no trigger");
}

/// A Character whose \[Trigger\] is "Draw 1 card." (a Life card that activates one).
fn trigger_character(number: &str) -> CardDef {
    let mut d = character(number, 1, 1000, vec![]);
    d.trigger = Some(draw(1));
    d
}

/// 8-5-4 (「イベントを発動した時」 is the card's activation): "When your opponent activates an
/// Event, draw 1 card." (相手がイベントを発動した時) triggers as the opponent plays a \[Counter\]
/// Event in the controller's attack — not for a \[Trigger\] or a block of theirs, nor for the
/// controller's own Event; "… an Event or \[Trigger\]" (相手がイベントか【トリガー】を発動した時,
/// 10-1-5) also for the opponent's \[Trigger\]; "… \[Blocker\] or an Event" (相手が【ブロッカー】か
/// イベントを発動した時, 10-1-4) also for their block.
#[test]
fn r8_5_4_when_your_opponent_activates_an_event() {
    let watcher = |or_trigger, or_blocker| character("TST-W40", 2, 5000, vec![auto(When::OpponentActivatesEvent { or_trigger, or_blocker }, draw(1))]);
    // the opponent's [Counter] Event
    for (or_trigger, or_blocker) in [(false, false), (true, false), (false, true)] {
        let mut g = Scenario::new().card(watcher(or_trigger, or_blocker)).field(A, &["TST-W40", "TST-004"]).hand(B, &["TST-030"]).don(B, 1, 0).life(B, &["TST-001"]).build();
        attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
        ok!(g, B, Action::PlayCounterEvent { card: hand_card(&g, B, "TST-030") });
        let ev = pick!(g, [g.leader(B)]);
        assert_eq!(draws(&ev, A), 1, "an Event the opponent activates ({or_trigger}, {or_blocker})");
    }
    // the controller's own Event
    let mut g = Scenario::new().card(watcher(true, true)).field(A, &["TST-W40"]).hand(A, &["TST-032"]).don(A, 1, 0).build();
    let mut ev = play!(g, hand_card(&g, A, "TST-032"));
    let h = g.hand(A)[0];
    ev.extend(pick!(g, [h]));
    assert_eq!(draws(&ev, A), 2, "only the Event's own two cards");
    // the opponent's [Trigger]
    for or_trigger in [false, true] {
        let mut g = Scenario::new()
            .card(watcher(or_trigger, false))
            .card(trigger_character("TST-W41"))
            .field(A, &["TST-W40", "TST-004"])
            .life(B, &["TST-001", "TST-001", "TST-W41"])
            .build();
        attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
        finish_battle(&mut g);
        let ev = ok!(g, B, Action::ActivateTrigger { yes: true });
        assert_eq!(draws(&ev, B), 1, "the [Trigger]'s own draw");
        assert_eq!(draws(&ev, A), usize::from(or_trigger), "a [Trigger] counts only for \"an Event or [Trigger]\"");
    }
    // the opponent's block
    for or_blocker in [false, true] {
        let mut g = Scenario::new().card(watcher(false, or_blocker)).field(A, &["TST-W40"]).field(B, &["TST-020"]).life(B, &["TST-001"]).build();
        attack!(g, char_card(&g, A, "TST-W40"), g.leader(B));
        let ev = ok!(g, B, Action::Block { blocker: Some(char_card(&g, B, "TST-020")) });
        assert_eq!(draws(&ev, A), usize::from(or_blocker), "a block counts only for \"[Blocker] or an Event\"");
    }
}

/// 10-1-5: "When a \[Trigger\] activates, draw 1 card." (【トリガー】が発動した時) triggers for
/// either player's Character as a Life card's \[Trigger\] is activated, and not when it is
/// declined.
#[test]
fn r10_1_5_when_a_trigger_activates() {
    let watcher = character("TST-W42", 2, 5000, vec![auto(When::TriggerActivates, draw(1))]);
    for (watching, yes) in [(A, true), (B, true), (B, false)] {
        let mut g = Scenario::new()
            .card(watcher.clone())
            .card(trigger_character("TST-W41"))
            .field(A, &["TST-004"])
            .field(watching, &["TST-W42"])
            .life(B, &["TST-001", "TST-001", "TST-W41"])
            .build();
        attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
        finish_battle(&mut g);
        let ev = ok!(g, B, Action::ActivateTrigger { yes });
        // the watcher's card, and B's own from the [Trigger] when B is the one watching
        let expected = usize::from(yes) * if watching == B { 2 } else { 1 };
        assert_eq!(draws(&ev, watching), expected, "{watching:?} watching, activated: {yes}");
    }
}

/// An \[Activate: Main\] Character of 1000 power doing `effect`.
fn activating(number: &str, effect: Effect) -> CardDef {
    character(number, 1, 1000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![], effect }])
}

/// 4-9-2-1: "Select up to 1 of your opponent's Characters. This Character's base power becomes
/// the same as the selected Character's power during this turn." (このキャラの元々のパワーは、
/// このターン中、選んだキャラと同じパワーになる) — the power that card has then (its DON!!
/// included); none selected, nothing. "… the same as your opponent's Leader …" (相手のリーダーと
/// 同じパワーになる) takes the Leader's.
#[test]
fn r4_9_2_1_base_power_becomes_the_same_as_another_cards() {
    let of_chosen = Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Select },
        Effect::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::Chosen, Duration::ThisTurn) },
    ]);
    let build = || Scenario::new().card(activating("TST-W43", of_chosen.clone())).field(A, &["TST-W43"]).field_with_don(B, "TST-003", 1).build();
    let mut g = build();
    let me = char_card(&g, A, "TST-W43");
    let theirs = char_card(&g, B, "TST-003");
    activate(&mut g, me);
    pick!(g, [theirs]);
    assert_eq!(g.power(me), Some(4000), "the selected Character's 4000, not its printed 3000");
    let mut g = build();
    let me = char_card(&g, A, "TST-W43");
    activate(&mut g, me);
    pick!(g, []);
    assert_eq!(g.power(me), Some(1000), "none selected: unchanged");
    let of_leader = Effect::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::OpponentsLeader, Duration::UntilStartOfYourNextTurn) };
    let mut g = Scenario::new().card(activating("TST-W44", of_leader)).field(A, &["TST-W44"]).build();
    let me = char_card(&g, A, "TST-W44");
    let leader = g.power(g.leader(B));
    activate(&mut g, me);
    assert_eq!(g.power(me), leader, "the opponent's Leader's power");
}

/// 4-9-2-1: "[On Your Opponent's Attack] This Character's base power becomes the same as the
/// power of your opponent's attacking Leader or Character during this turn." (相手のアタック
/// しているリーダーかキャラと同じパワーになる).
#[test]
fn r4_9_2_1_base_power_becomes_the_same_as_the_attackers() {
    let watcher = character("TST-W45", 1, 1000, vec![auto(When::OnOpponentsAttack, Effect::Targeted { sel: Selector::this(), act: Act::SetBasePowerOf(PowerOf::Attacker, Duration::ThisTurn) })]);
    let mut g = Scenario::new().card(watcher).field(A, &["TST-004"]).field(B, &["TST-W45"]).build();
    let me = char_card(&g, B, "TST-W45");
    let attacker = char_card(&g, A, "TST-004");
    attack!(g, attacker, g.leader(B));
    assert_eq!(g.power(me), g.power(attacker), "the attacker's power");
    assert_ne!(g.power(me), Some(1000));
}

/// A [Counter] Event "Select 1 of <side>'s Characters. Change the attack target to the selected
/// Character." (選んだキャラにアタックの対象を変更する)
fn target_changer(number: &str, side: Side) -> CardDef {
    let one = Selector { up_to: false, ..Selector::up_to(1, side, Targetable::Character, Filter::any()) };
    let effect = Effect::Seq(vec![Effect::Targeted { sel: one, act: Act::Select }, Effect::Targeted { sel: Selector::chosen(), act: Act::BecomeAttackTarget }]);
    let mut counter = CardDef::vanilla(number, number, CardKind::Event, Colour::Red);
    counter.abilities.push(Ability::Activated { timing: ActTiming::Counter, conditions: vec![], once_per_turn: false, cost: vec![], effect });
    counter
}

/// 10-1-4-1 (a block changes the card attacked): "[Counter] Select 1 of your Characters. Change
/// the attack target to the selected Character." (選んだキャラにアタックの対象を変更する) — the
/// battle goes on against that Character: the attacker's 5000 K.O.s its 2000, and the Leader
/// takes no damage.
#[test]
fn r10_1_4_1_change_the_attack_target_to_the_selected_character() {
    let mut g = Scenario::new().card(target_changer("TST-W46", Side::You)).field(A, &["TST-004"]).field(B, &["TST-001"]).hand(B, &["TST-W46"]).life(B, &["TST-002", "TST-003"]).build();
    let mine = char_card(&g, B, "TST-001");
    attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
    ok!(g, B, Action::PlayCounterEvent { card: hand_card(&g, B, "TST-W46") });
    // exactly one Character to select: no choice is asked
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        pick!(g, [mine]);
    }
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { target, .. }) if target == mine), "{:?}", kind(&g));
    finish_battle(&mut g);
    assert!(!g.characters(B).contains(&mine), "the new target is K.O.'d");
    assert_eq!(g.life(B).len(), 2, "the Leader is no longer attacked");
}

/// 10-1-4-1. 【ブロッカー】とは、このカード以外の自分のカードがアタックされたときに発動タイミングを満たし、…
/// 「アタックされたカードを【ブロッカー】を発動したこのカードに変更する。」を行います。
/// The attack target changes only to a Leader or Character of the player attacked (as a
/// blocker is one of the attacked player's cards) —
/// "change the attack target to the selected Character" with an attacker's Character selected
/// leaves the battle on the Leader.
#[test]
fn r10_1_4_1_the_attack_target_is_never_the_attackers_own_card() {
    let mut g = Scenario::new().card(target_changer("TST-W47", Side::Opponent)).field(A, &["TST-004"]).hand(B, &["TST-W47"]).life(B, &["TST-002", "TST-003"]).build();
    let attacker = char_card(&g, A, "TST-004");
    attack!(g, attacker, g.leader(B));
    ok!(g, B, Action::PlayCounterEvent { card: hand_card(&g, B, "TST-W47") });
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        pick!(g, [attacker]);
    }
    let leader = g.leader(B);
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { target, .. }) if target == leader), "{:?}", kind(&g));
}

/// "Your Leader gains +1000 power until the end of your next turn." (次の自分のターン終了時まで)
/// made in the controller's turn lasts through the opponent's turn and the controller's next
/// one, and ends with it.
#[test]
fn until_the_end_of_your_next_turn() {
    let e = Effect::Targeted { sel: Selector::your_leader(), act: Act::Power(Amount::Fixed(1000), Duration::UntilEndOfYourNextTurn) };
    let mut g = Scenario::new().card(main_event("TST-W11", 0, e)).hand(A, &["TST-W11"]).build();
    let base = g.power(g.leader(A)).unwrap_or(0);
    play!(g, hand_card(&g, A, "TST-W11"));
    assert_eq!(g.power(g.leader(A)), Some(base + 1000));
    end_turn(&mut g); // A's turn ends: "your next turn" is still to come
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.power(g.leader(A)), Some(base + 1000), "through the opponent's turn");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.power(g.leader(A)), Some(base + 1000), "through A's next turn");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.power(g.leader(A)), Some(base), "ended with A's next turn");
}

/// "Place 2 cards from your hand at the top or bottom of your deck in any order." (自分の手札2枚
/// を好きな順番で並び替え、デッキの上か下に置く): the cards in the order picked, then one end for
/// both.
#[test]
fn hand_cards_to_the_top_or_bottom_of_the_deck() {
    let e = Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 2, up_to: false, filter: Filter::any(), to: Dest::DeckTopOrBottom };
    let build = || Scenario::new().card(main_event("TST-W12", 0, e.clone())).hand(A, &["TST-W12", "TST-002", "TST-003"]).build();
    for (end, bottom) in [(0u8, false), (1u8, true)] {
        let mut g = build();
        let deck_before = g.deck(A).len();
        play!(g, hand_card(&g, A, "TST-W12"));
        let (x, y) = (hand_card(&g, A, "TST-002"), hand_card(&g, A, "TST-003"));
        pick!(g, [x, y]);
        assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { options: OptionKind::DeckTopOrBottom, .. })), "{:?}", kind(&g));
        option(&mut g, end);
        let deck = numbers_in(&g, g.deck(A));
        assert_eq!(deck.len(), deck_before + 2);
        assert!(g.hand(A).is_empty());
        // the deck lists bottom first: on top, the last card placed is uppermost
        if bottom {
            assert_eq!(&deck[..2], &["TST-003", "TST-002"], "at the bottom, in the order picked");
        } else {
            assert_eq!(&deck[deck.len() - 2..], &["TST-002", "TST-003"], "on top, in the order picked");
        }
    }
}

/// "When this Character's attack deals damage to your opponent's Life, draw 1 card." (このキャラ
/// のアタックによって、相手のライフにダメージを与えた時): after the Life card is taken; not when
/// the attack is blocked, nor for another attacker.
#[test]
fn when_this_characters_attack_deals_damage() {
    let hitter = character("TST-W13", 2, 6000, vec![auto(When::AttackDealsDamage, draw(1))]);
    let plain = character("TST-W14", 2, 6000, vec![]);
    let build = || Scenario::new().card(hitter.clone()).card(plain.clone()).field(A, &["TST-W13", "TST-W14"]).field(B, &["TST-020"]).life(B, &["TST-001", "TST-001"]).build();
    // unblocked: the damage is dealt, then A draws
    let mut g = build();
    let a = char_card(&g, A, "TST-W13");
    attack!(g, a, g.leader(B));
    ok!(g, B, Action::Block { blocker: None });
    let ev = finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1, "one Life card taken");
    assert_eq!(draws(&ev, A), 1, "then the ability draws");
    // blocked: no damage to the Life, no draw
    let mut g = build();
    let a = char_card(&g, A, "TST-W13");
    attack!(g, a, g.leader(B));
    ok!(g, B, Action::Block { blocker: Some(char_card(&g, B, "TST-020")) });
    let ev = finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 2);
    assert_eq!(draws(&ev, A), 0);
    // another Character's attack: not this one's
    let mut g = build();
    let other = char_card(&g, A, "TST-W14");
    attack!(g, other, g.leader(B));
    ok!(g, B, Action::Block { blocker: None });
    let ev = finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1);
    assert_eq!(draws(&ev, A), 0);
}

/// "If the total cost of your Characters is 5 or more, draw 1 card." (自分のキャラのコストの合計が
/// 5以上の場合): the costs as they are now, summed.
#[test]
fn the_total_cost_of_your_characters() {
    let cond = || Condition::AtLeast(Counted::YourCharactersCostTotal, 5);
    let (two, three) = (character("TST-W15", 2, 1000, vec![]), character("TST-W16", 3, 1000, vec![]));
    let s = || Scenario::new().card(two.clone()).card(three.clone());
    assert_eq!(draws_if(s().field(A, &["TST-W15", "TST-W16"]), cond()), 1, "2 + 3 = 5");
    assert_eq!(draws_if(s().field(A, &["TST-W16"]), cond()), 0, "3 < 5");
    assert_eq!(draws_if(s().field(A, &["TST-W16"]).field(B, &["TST-W15"]), cond()), 0, "the opponent's do not count");
}

/// "This Character cannot be K.O.'d in battle by Leaders." (リーダーとのバトルでKOされない):
/// attacked by a Leader that wins, it stays; attacked by a Character that wins, it is K.O.'d.
#[test]
fn cannot_be_koed_in_battle_by_leaders() {
    let guard = character("TST-W17", 1, 1000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeKoedInBattleByLeaders) },
    }]);
    let strong = character("TST-W18", 1, 6000, vec![]);
    let build = || Scenario::new().card(guard.clone()).card(strong.clone()).field(A, &["TST-W18"]).field_rested(B, &["TST-W17"]).build();
    let mut g = build();
    let t = char_card(&g, B, "TST-W17");
    attack!(g, g.leader(A), t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), Some(Zone::Character), "the Leader won the battle, no K.O.");
    let mut g = build();
    let t = char_card(&g, B, "TST-W17");
    attack!(g, char_card(&g, A, "TST-W18"), t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), None, "a Character won the battle: K.O.'d");
    assert!(g.find(B, Zone::Trash, "TST-W17").is_some());
}

/// "At the end of a battle in which this Character battles your opponent's Character, you may
/// K.O. the opponent's Character you battled with. If you do, K.O. this Character."
/// (バトルした相手のキャラ): the other card of the battle, no choice — the attacked card when it
/// attacks, the attacker when it is attacked; not against a Leader.
#[test]
fn at_the_end_of_a_battle_with_a_character() {
    let opp = Selector { side: Side::Opponent, what: Targetable::BattleOpponent, filter: Filter::any(), count: 1, up_to: false, all: false, more: None };
    let e = Effect::IfDone(
        Box::new(Effect::May(Box::new(Effect::Targeted { sel: opp, act: Act::Ko }))),
        Box::new(Effect::Targeted { sel: Selector::this(), act: Act::Ko }),
    );
    let duelist = character("TST-W19", 1, 1000, vec![auto(When::EndOfBattleWithCharacter, e)]);
    let strong = CardDef { number: "TST-W21".into(), power: 9000, ..duelist.clone() };
    let tough = character("TST-W20", 1, 9000, vec![]);
    // it attacks a stronger rested Character, loses nothing (no K.O. of the attacker), then both go
    let mut g = Scenario::new().card(duelist.clone()).card(tough.clone()).field(A, &["TST-W19"]).field_rested(B, &["TST-W20"]).build();
    let (me, them) = (char_card(&g, A, "TST-W19"), char_card(&g, B, "TST-W20"));
    attack!(g, me, them);
    finish_battle(&mut g);
    yes(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-W20").is_some(), "the Character it battled is K.O.'d");
    assert!(g.find(A, Zone::Trash, "TST-W19").is_some(), "then this Character");
    // against the Leader: no trigger
    let mut g = Scenario::new().card(duelist).field(A, &["TST-W19"]).build();
    let me = char_card(&g, A, "TST-W19");
    attack!(g, me, g.leader(B));
    finish_battle(&mut g);
    assert!(is_main(&g), "nothing asked: {:?}", kind(&g));
    assert!(g.find(A, Zone::Character, "TST-W19").is_some());
    // attacked by the opponent's Character in their turn: the attacker is the Character it battled
    let mut g = Scenario::new().card(strong).field_rested(A, &["TST-W21"]).field(B, &["TST-004"]).build();
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    let (me, them) = (char_card(&g, A, "TST-W21"), char_card(&g, B, "TST-004"));
    attack!(g, them, me);
    finish_battle(&mut g);
    yes(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-004").is_some(), "the attacker it battled is K.O.'d");
    assert!(g.find(A, Zone::Trash, "TST-W21").is_some(), "then this Character");
}

/// "Set this Character as active at the end of this turn." from an [Activate: Main] of a rested
/// Character: the source is remembered until the end phase.
#[test]
fn an_end_of_turn_effect_acts_on_its_source() {
    let c = character("TST-W04", 1, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: true,
        cost: vec![Cost::RestThis],
        effect: Effect::AtEndOfTurn(Box::new(Effect::Targeted { sel: Selector::this(), act: Act::SetActive })),
    }]);
    let mut g = Scenario::new().card(c).field(A, &["TST-W04"]).build();
    let id = char_card(&g, A, "TST-W04");
    activate(&mut g, id);
    assert_eq!(g.is_rested(id), Some(true));
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.is_rested(id), Some(false), "set active in A's end phase");
}

/// "This Character can also attack your opponent's active Characters." (permanent) and "Up to 1
/// of your Characters can also attack active Characters during this turn." (until the turn ends).
#[test]
fn attacking_active_characters_needs_the_permission() {
    let perm = character("TST-W05", 1, 6000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::AttackActive },
    }]);
    let ev = main_event("TST-W06", 0, Effect::Targeted {
        sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()),
        act: Act::AttackActive(Duration::ThisTurn),
    });
    let mut g = Scenario::new().card(perm).card(ev).hand(A, &["TST-W06"]).field(A, &["TST-W05", "TST-004", "TST-001"]).field(B, &["TST-002"]).build();
    let (w, plain, target) = (char_card(&g, A, "TST-W05"), char_card(&g, A, "TST-004"), char_card(&g, B, "TST-002"));
    let other = char_card(&g, A, "TST-001");
    let can = |g: &Game, a: CardId| g.legal_actions(A).contains(&Action::DeclareAttack { attacker: a, target });
    assert!(can(&g, w), "the permanent permission");
    assert!(!can(&g, plain), "an active Character is no target without it");
    play!(g, hand_card(&g, A, "TST-W06"));
    pick!(g, [plain]);
    assert!(can(&g, plain), "granted for this turn");
    assert!(!can(&g, other), "granted to the chosen Character only, not to every Character of its side");
    attack!(g, w, target);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Character, "TST-002").is_none(), "6000 beats 3000: K.O.'d");
}

/// "Reveal 1 card from the top of your deck. If that card's type includes "Sky", draw 2
/// cards.": the revealed card is shown and stays on top; the condition reads it.
#[test]
fn a_revealed_card_is_that_card_of_the_next_condition() {
    let e = Effect::Seq(vec![
        Effect::RevealTop { life: false },
        Effect::If(Condition::ChosenIs(Filter { traits: vec!["Sky*".into()], ..Filter::any() }), Box::new(draw(2))),
    ]);
    let run = |top: &str| {
        let mut g = Scenario::new()
            .card(CardDef { traits: vec!["Sky Crew".into()], ..character("TST-W07", 1, 1000, vec![]) })
            .card(main_event("TST-W08", 0, e.clone()))
            .hand(A, &["TST-W08"])
            .deck(A, &["TST-001", "TST-001", top])
            .build();
        let on_top = g.deck(A).last().copied();
        let ev = play!(g, hand_card(&g, A, "TST-W08"));
        let shown = ev.iter().any(|e| matches!(e, Event::Revealed { seat: A, card } if Some(card.id) == on_top));
        (shown, draws(&ev, A))
    };
    assert_eq!(run("TST-W07"), (true, 2), "a Sky Crew card: draw 2");
    assert_eq!(run("TST-001"), (true, 0), "another type: nothing");
}

/// "Reveal 1 card from the top of your Life cards. If that card is a Character card with a cost
/// of 1, you may play that card rested."
#[test]
fn that_card_can_be_played_from_where_it_was_revealed() {
    let e = Effect::Seq(vec![
        Effect::RevealTop { life: true },
        Effect::If(
            Condition::ChosenIs(Filter { kind: Some(CardKind::Character), cost_min: Some(1), cost_max: Some(1), ..Filter::any() }),
            Box::new(Effect::May(Box::new(Effect::PlayChosen { rested: true }))),
        ),
    ]);
    let build = |top: &str| {
        Scenario::new().card(main_event("TST-W09", 0, e.clone())).hand(A, &["TST-W09"]).life(A, &["TST-002", top]).build()
    };
    let mut g = build("TST-001");
    play!(g, hand_card(&g, A, "TST-W09"));
    yes(&mut g);
    let c = char_card(&g, A, "TST-001");
    assert_eq!(g.is_rested(c), Some(true), "played rested from the Life cards");
    assert_eq!(numbers(&g, &g.life(A)), vec!["TST-002"]);
    // a cost-2 card on top: no question, it stays in the Life cards
    let mut g = build("TST-002");
    play!(g, hand_card(&g, A, "TST-W09"));
    assert!(is_main(&g), "nothing asked");
    assert_eq!(g.life(A).len(), 2);
    assert!(g.characters(A).is_empty());
}

/// "[On Play] You may return 1 or more DON!! cards from your field to your DON!! deck: Draw 1
/// card.": one DON!! as DON!! −1, then one more each time the player says so.
#[test]
fn a_return_don_cost_with_a_minimum_asks_for_more() {
    let c = character("TST-W10", 0, 1000, vec![Ability::Auto {
        when: When::OnPlay,
        conditions: vec![],
        once_per_turn: false,
        optional: false,
        cost: vec![Cost::ReturnDonOrMore(1)],
        effect: draw(1),
    }]);
    let build = || Scenario::new().card(c.clone()).hand(A, &["TST-W10"]).don(A, 3, 0).build();
    let mut g = build();
    let (deck_before, _, _) = g.don(A);
    let mut ev = play!(g, hand_card(&g, A, "TST-W10"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::PayCost, .. })));
    ev.extend(yes(&mut g));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::ReturnAnotherDon, .. })), "the minimum is paid: one more?");
    ev.extend(yes(&mut g));
    ev.extend(no(&mut g));
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.don(A), (deck_before + 2, 1, 0), "two returned");
    // every DON!! returned: no more is asked
    let mut g = Scenario::new().card(c.clone()).hand(A, &["TST-W10"]).don(A, 2, 0).build();
    let mut ev = play!(g, hand_card(&g, A, "TST-W10"));
    ev.extend(yes(&mut g));
    ev.extend(yes(&mut g));
    assert!(is_main(&g), "none left to return: {:?}", kind(&g));
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.don(A).1, 0);
    // declined: nothing returned, nothing drawn
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-W10"));
    let ev = no(&mut g);
    assert_eq!(draws(&ev, A), 0);
    assert_eq!(g.don(A).1, 3);
    // no DON!! on the field: the cost cannot be paid, nothing is asked
    let mut g = Scenario::new().card(c.clone()).hand(A, &["TST-W10"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-W10"));
    assert!(is_main(&g));
    assert_eq!(draws(&ev, A), 0);
}

/// "Your opponent chooses one: • Trash 1 card from the top of your opponent's Life cards. •
/// Draw 1 card.": the opponent picks; the mode still acts for the effect's controller.
#[test]
fn the_opponent_chooses_the_mode() {
    let e = Effect::ChooseOne { by: Side::Opponent, options: vec![Effect::MoveTop { side: Side::Opponent, from: Pile::Life, count: 1, up_to: false, to: Dest::Trash }, draw(1)] };
    let mut g = Scenario::new().card(main_event("TST-W11", 0, e)).hand(A, &["TST-W11"]).life(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W11"));
    assert_eq!(g.decision_seat(), Some(B), "the opponent decides");
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { count: 2, options: OptionKind::Modes(_), .. })));
    assert!(g.apply(A, Action::Choose(Choice::Option(1))).is_err(), "not the controller");
    let ev = ok(&mut g, B, Action::Choose(Choice::Option(1)));
    assert_eq!(draws(&ev, A), 1, "A draws");
    assert_eq!(g.life(B).len(), 1, "B's Life untouched");
}

/// "Add 1 card from the top of your deck to the top of your Life cards." (no "up to": nothing
/// is asked; face down)
#[test]
fn the_top_deck_card_goes_to_life_without_a_question() {
    let e = Effect::MoveTop { side: Side::You, from: Pile::Deck, count: 1, up_to: false, to: Dest::Life { face_up: false } };
    let mut g = Scenario::new().card(main_event("TST-W12", 0, e)).hand(A, &["TST-W12"]).deck(A, &["TST-001", "TST-003"]).life(A, &["TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-W12"));
    assert!(is_main(&g), "nothing asked");
    let life = g.life(A);
    assert_eq!(numbers(&g, &life), vec!["TST-002", "TST-003"], "on top");
    assert_eq!(g.life_face_up(life[1]), Some(false));
    assert_eq!(numbers(&g, &g.deck(A)), vec!["TST-001"]);
}

/// "Trash 2 cards from your opponent's hand.": hidden cards, taken at random; nothing asked.
#[test]
fn cards_trashed_from_the_opponents_hand_are_taken_blind() {
    let e = Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::You, count: 2, up_to: false, filter: Filter::any(), to: Dest::Trash };
    let mut g = Scenario::new().card(main_event("TST-W13", 0, e)).hand(A, &["TST-W13"]).hand(B, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-W13"));
    assert!(is_main(&g), "nothing asked");
    assert_eq!(g.hand(B).len(), 1);
    assert_eq!(g.trash(B).len(), 2);
    // fewer cards than asked: all of them
    let e = Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::You, count: 2, up_to: false, filter: Filter::any(), to: Dest::Trash };
    let mut g = Scenario::new().card(main_event("TST-W13", 0, e)).hand(A, &["TST-W13"]).hand(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W13"));
    assert!(g.hand(B).is_empty());
}

/// "K.O. … and add this card to your hand.": the resolving event goes to the hand, not the trash.
#[test]
fn this_card_goes_back_to_the_hand_instead_of_the_trash() {
    let e = Effect::Seq(vec![Effect::Targeted { sel: opp_char_sel(), act: Act::Ko }, Effect::ThisToHand]);
    let mut g = Scenario::new().card(main_event("TST-W14", 0, e)).hand(A, &["TST-W14"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W14"));
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(g.characters(B).is_empty());
    assert!(g.find(A, Zone::Hand, "TST-W14").is_some(), "back in the hand");
    assert!(g.find(A, Zone::Trash, "TST-W14").is_none());
}

fn opp_char_sel() -> Selector {
    Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any())
}

/// "Choose a cost and reveal 1 card from the top of your opponent's deck. If the revealed card
/// has the chosen cost, draw 1 card.": the player declares (option i = cost i), then the card
/// is shown.
#[test]
fn a_declared_cost_is_compared_with_the_revealed_card() {
    let e = Effect::Seq(vec![Effect::DeclareCostReveal, Effect::If(Condition::ChosenHasDeclaredCost, Box::new(draw(1)))]);
    let run = |declared: u8| {
        let mut g = Scenario::new().card(main_event("TST-W15", 0, e.clone())).hand(A, &["TST-W15"]).deck(B, &["TST-001", "TST-003"]).build();
        play!(g, hand_card(&g, A, "TST-W15"));
        assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { count: 11, options: OptionKind::Cost, .. })));
        assert_eq!(g.decision_seat(), Some(A));
        let top = g.deck(B).last().copied();
        let ev = option(&mut g, declared);
        assert!(ev.iter().any(|e| matches!(e, Event::Revealed { seat: B, card } if Some(card.id) == top)), "shown");
        assert_eq!(g.deck(B).len(), 2, "it stays on top");
        draws(&ev, A)
    };
    assert_eq!(run(3), 1, "TST-003 costs 3");
    assert_eq!(run(2), 0);
}

/// "… you may play that card. If you do, draw 1 card.": the draw follows the play only.
#[test]
fn if_you_do_follows_playing_that_card() {
    let e = Effect::IfDone(
        Box::new(Effect::Seq(vec![
            Effect::RevealTop { life: false },
            Effect::If(Condition::ChosenIs(Filter::of_kind(CardKind::Character)), Box::new(Effect::May(Box::new(Effect::PlayChosen { rested: false })))),
        ])),
        Box::new(draw(1)),
    );
    let run = |play: bool| {
        let mut g = Scenario::new().card(main_event("TST-W16", 0, e.clone())).hand(A, &["TST-W16"]).deck(A, &["TST-002", "TST-001"]).build();
        play!(g, hand_card(&g, A, "TST-W16"));
        let ev = if play { yes(&mut g) } else { no(&mut g) };
        (g.characters(A).len(), draws(&ev, A))
    };
    assert_eq!(run(true), (1, 1), "played, then drew");
    assert_eq!(run(false), (0, 0), "declined: no draw");
}

/// "If you have 3 or more rested cards" (rested DON!! of the cost area and rested field cards)
/// and "If you have 2 or more active DON!! cards".
#[test]
fn rested_cards_and_active_don_are_counted() {
    let rested = || Condition::AtLeast(Counted::YourRestedCards, 3);
    assert_eq!(draws_if(Scenario::new().don(A, 0, 2).field_rested(A, &["TST-001"]), rested()), 1, "2 DON!! + 1 Character");
    assert_eq!(draws_if(Scenario::new().don(A, 0, 1).field_rested(A, &["TST-001"]).field(A, &["TST-002"]), rested()), 0, "active ones do not count");
    assert_eq!(draws_if(Scenario::new().don(A, 1, 1).leader_rested(A).field_rested(A, &["TST-001"]), rested()), 1, "the Leader counts");
    let active = || Condition::AtLeast(Counted::YourActiveDon, 2);
    assert_eq!(draws_if(Scenario::new().don(A, 2, 0), active()), 1);
    assert_eq!(draws_if(Scenario::new().don(A, 1, 3), active()), 0);
}

/// "You may place this Character at the bottom of the owner's deck:" as a cost.
#[test]
fn the_this_to_deck_bottom_cost_moves_the_character() {
    let mut g = Scenario::new().card(activated("TST-W17", vec![Cost::ThisToDeckBottom])).field(A, &["TST-W17"]).deck(A, &["TST-001", "TST-002"]).build();
    let c = char_card(&g, A, "TST-W17");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert!(g.characters(A).is_empty());
    assert_eq!(numbers(&g, &g.deck(A))[0], "TST-W17", "at the bottom");
}

/// "You may place this card and 1 card from your hand at the bottom of your deck in any order:"
/// (このカードと自分の手札1枚を好きな順番でデッキの下に置くことができる：) on a Stage: the Stage
/// goes under the deck, then the card the player picks; without a card in hand it cannot be paid.
/// "You may rest this card and 1 of your \[Name\] cards:" rests both.
#[test]
fn a_stage_places_itself_and_a_card_from_hand_at_the_bottom() {
    let stage = |number: &str, cost: Vec<Cost>| CardDef {
        kind: CardKind::Stage,
        abilities: vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost, effect: draw(2) }],
        ..character(number, 1, 0, vec![])
    };
    let cost = vec![Cost::ThisToDeckBottom, Cost::HandToDeck { count: 1, bottom: true }];
    let mut g = Scenario::new().card(stage("TST-X40", cost.clone())).stage(A, "TST-X40").hand(A, &["TST-002"]).deck(A, &["TST-001", "TST-003", "TST-004"]).build();
    let s = g.stage(A).unwrap();
    activate(&mut g, s);
    let hand = g.hand(A);
    let ev = pick!(g, hand);
    assert_eq!(draws(&ev, A), 2);
    assert!(g.stage(A).is_none(), "the Stage left the field");
    assert_eq!(numbers_in(&g, g.deck(A))[..3], ["TST-002", "TST-X40", "TST-001"], "the Stage, then the picked card, under the deck");
    let g = Scenario::new().card(stage("TST-X40", cost)).stage(A, "TST-X40").build();
    assert!(!can_activate(&g, g.stage(A).unwrap()), "no card in hand: cannot pay");

    // "rest this card and 1 of your [TST-X42] cards": both rested; this card does not count as
    // the other one even with that name
    let named = |name: &str| vec![Cost::RestThis, Cost::RestNamed { count: 1, name: name.into(), or_leader: false }];
    let mut g = Scenario::new().card(stage("TST-X41", named("TST-X42"))).card(character("TST-X42", 1, 1000, vec![])).stage(A, "TST-X41").field(A, &["TST-X42"]).build();
    let s = g.stage(A).unwrap();
    activate(&mut g, s);
    let other = char_card(&g, A, "TST-X42");
    let ev = pick!(g, [other]);
    assert_eq!(draws(&ev, A), 2);
    assert_eq!(g.is_rested(s), Some(true), "this card rested");
    assert_eq!(g.is_rested(other), Some(true), "and the named Character");
    let g = Scenario::new().card(stage("TST-X41", named("TST-X41"))).stage(A, "TST-X41").build();
    assert!(!can_activate(&g, g.stage(A).unwrap()), "this card alone cannot be both");
}

/// "You may place 1 of your Characters other than this Character at the bottom of your deck:"
/// the player picks one of their other Characters; "… 1 Character with a cost of 2 or less at
/// the bottom of the owner's deck:" takes either player's; "… 1 of your Stages …" the Stage.
#[test]
fn the_field_to_deck_bottom_cost() {
    let yours = vec![Cost::FieldTo { count: 1, side: Side::You, filter: Filter { not_this: true, ..Filter::any() }, to: Dest::Deck { bottom: true } }];
    let mut g = Scenario::new().card(activated("TST-X43", yours.clone())).field(A, &["TST-X43", "TST-002"]).deck(A, &["TST-001", "TST-003"]).build();
    let c = char_card(&g, A, "TST-X43");
    activate(&mut g, c);
    let other = char_card(&g, A, "TST-002");
    let ev = pick!(g, [other]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.deck(A))[0], "TST-002", "at the bottom");
    assert!(g.find(A, Zone::Character, "TST-X43").is_some(), "this Character stays");
    let g = Scenario::new().card(activated("TST-X43", yours)).field(A, &["TST-X43"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X43")), "this Character is not another one");

    let either = vec![Cost::FieldTo { count: 1, side: Side::Either, filter: Filter::cost_at_most(2), to: Dest::Deck { bottom: true } }];
    let mut g = Scenario::new().card(activated("TST-X44", either.clone())).card(character("TST-X45", 2, 1000, vec![])).field(A, &["TST-X44"]).field(B, &["TST-X45"]).deck(A, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-X44");
    activate(&mut g, c);
    let theirs = char_card(&g, B, "TST-X45");
    let ev = pick!(g, [theirs]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.deck(B))[0], "TST-X45", "at the bottom of its owner's deck");
    let one_or_two = vec![Cost::FieldTo { count: 1, side: Side::Either, filter: Filter { cost_min: Some(1), ..Filter::cost_at_most(2) }, to: Dest::Deck { bottom: true } }];
    let g = Scenario::new().card(activated("TST-X44", one_or_two)).card(character("TST-X45", 3, 1000, vec![])).field(A, &["TST-X44"]).field(B, &["TST-X45"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X44")), "no Character of either player costs 1 or 2");

    let stages = vec![Cost::FieldTo { count: 1, side: Side::You, filter: Filter::of_kind(CardKind::Stage), to: Dest::Deck { bottom: true } }];
    let mut g = Scenario::new().card(activated("TST-X46", stages.clone())).field(A, &["TST-X46"]).stage(A, "TST-017").deck(A, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-X46");
    activate(&mut g, c);
    let st = g.stage(A).unwrap();
    let ev = pick!(g, [st]);
    assert_eq!(draws(&ev, A), 1);
    assert!(g.stage(A).is_none());
    let g = Scenario::new().card(activated("TST-X46", stages)).field(A, &["TST-X46", "TST-002"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X46")), "a Character is not a Stage");

    // "You may trash 1 of your Characters with 3000 power or more:" to the trash, not a K.O.
    let trash = vec![Cost::FieldTo { count: 1, side: Side::You, filter: Filter { power_min: Some(3000), ..Filter::any() }, to: Dest::Trash }];
    let mut g = Scenario::new().card(activated("TST-X48", trash.clone())).field(A, &["TST-X48", "TST-002"]).deck(A, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-X48");
    activate(&mut g, c);
    let other = char_card(&g, A, "TST-002");
    let ev = pick!(g, [other]);
    assert_eq!(draws(&ev, A), 1);
    assert!(g.find(A, Zone::Trash, "TST-002").is_some());
    assert!(!ev.iter().any(|e| matches!(e, Event::Koed { .. })), "trashed, not K.O.'d");
    let g = Scenario::new().card(activated("TST-X48", trash)).field(A, &["TST-X48"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X48")), "1000 power is not 3000 or more");
}

/// "You may return 2 of your active DON!! cards to your DON!! deck:" (自分のアクティブのドン‼2枚を
/// ドン‼デッキに戻すことができる：) only active DON!! of the cost area pay.
#[test]
fn the_return_active_don_cost() {
    let cost = vec![Cost::ReturnActiveDon(2)];
    let mut g = Scenario::new().card(activated("TST-X47", cost.clone())).field(A, &["TST-X47"]).don(A, 2, 3).build();
    let c = char_card(&g, A, "TST-X47");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    let (_, active, rested) = g.don(A);
    assert_eq!((active, rested), (0, 3), "the two active ones went back");
    let g = Scenario::new().card(activated("TST-X47", cost)).field(A, &["TST-X47"]).don(A, 1, 5).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X47")), "rested DON!! do not pay");
}

/// "If you have less Life cards than your opponent": two counts compared.
#[test]
fn fewer_life_cards_than_the_opponent() {
    let fewer = Condition::Compare(Counted::YourLife, Cmp::Less, Counted::OpponentLife);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001"]).life(B, &["TST-001", "TST-001"]), fewer.clone()), 1);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001", "TST-001"]).life(B, &["TST-001", "TST-001"]), fewer.clone()), 0, "equal is not less");
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001", "TST-001"]).life(B, &["TST-001"]), fewer), 0);
}

/// "If you have 4 or more Events in your trash": only the trash cards the filter names count —
/// the event being activated among them (2-7-3: it is put in the trash, then activates).
#[test]
fn events_in_the_trash() {
    let events = Condition::AtLeast(Counted::YourTrashCards(Filter { kind: Some(CardKind::Event), ..Filter::any() }), 3);
    let s = |trash: &[&str]| Scenario::new().card(main_event("TST-X89", 0, Effect::Nothing)).trash(A, trash);
    assert_eq!(draws_if(s(&["TST-X89", "TST-X89"]), events.clone()), 1);
    assert_eq!(draws_if(s(&["TST-X89", "TST-001", "TST-001"]), events), 0, "Characters are not Events");
}

/// "If your Leader has the {No Such Crew} type or is [Test Captain]": either one is enough.
#[test]
fn the_leader_has_a_type_or_is_named() {
    let either = |name: &str| Condition::Any(vec![Condition::LeaderHasTrait("No Such Crew".into()), Condition::LeaderNamed(name.into())]);
    assert_eq!(draws_if(Scenario::new(), either("Test Captain")), 1, "the name holds");
    assert_eq!(draws_if(Scenario::new(), either("Rival Admiral")), 0, "neither holds");
}

/// "[On Play] If you have no other [TST-X69] Characters, draw 1 card.": the played card itself
/// is not counted, another of that name is.
#[test]
fn no_other_named_character() {
    let f = Filter { name: Some(NameMatch::Exact("TST-X69".into())), not_this: true, ..Filter::any() };
    let cond = Condition::Not(Box::new(Condition::AtLeast(Counted::YourCharacters(f), 1)));
    let card = character("TST-X69", 0, 1000, vec![auto(When::OnPlay, Effect::If(cond, Box::new(draw(1))))]);
    let s = |field: &[&str]| Scenario::new().card(card.clone()).hand(A, &["TST-X69"]).field(A, field);
    let mut g = s(&[]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X69"));
    assert_eq!(draws(&ev, A), 1, "only this one");
    let mut g = s(&["TST-X69"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X69"));
    assert_eq!(draws(&ev, A), 0, "another one is on the field");
}

/// "If you have a face-up Life card".
#[test]
fn a_face_up_life_card() {
    let face_up = Condition::AtLeast(Counted::YourFaceUpLife, 1);
    let s = || Scenario::new().life(A, &["TST-001", "TST-002"]);
    assert_eq!(draws_if(s(), face_up.clone()), 0, "Life cards are face down");
    let e = Effect::Seq(vec![Effect::TurnLifeFaceUp { count: 1 }, Effect::If(face_up, Box::new(draw(1)))]);
    let mut g = s().card(main_event("TST-X88", 0, e)).hand(A, &["TST-X88"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X88"));
    assert_eq!(draws(&ev, A), 1, "one turned face up");
}

/// "Your opponent places 1 card from their hand at the bottom of their deck.": the opponent
/// picks, from their own hand.
#[test]
fn the_opponent_places_a_card_of_their_hand_at_the_bottom_of_their_deck() {
    let e = Effect::MoveChosen { side: Side::Opponent, from: Pile::Hand, by: Side::Opponent, count: 1, up_to: false, filter: Filter::any(), to: Dest::Deck { bottom: true } };
    let mut g = Scenario::new().card(main_event("TST-X87", 0, e)).hand(A, &["TST-X87"]).hand(B, &["TST-001", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-X87"));
    assert_eq!(g.decision_seat(), Some(B), "the opponent picks");
    let c = hand_card(&g, B, "TST-002");
    pick!(g, [c]);
    assert_eq!(numbers(&g, &g.hand(B)), vec!["TST-001"]);
    assert_eq!(numbers(&g, &g.deck(B)[..1]), vec!["TST-002"], "at the bottom");
    assert!(is_main(&g));
}

/// "Trash up to 5 cards from your hand" with 20 cards in it: there are more picks than the legal
/// list shows (it stops at 4,096); a legal pick past that is still accepted — the pick is checked
/// against its decision — and an illegal one still refused.
#[test]
fn a_legal_pick_past_the_listing_cap_is_accepted() {
    let e = Effect::trash_from_hand(5, true, Filter::any());
    let hand = vec!["TST-001"; 20];
    let mut g = Scenario::new().card(main_event("TST-X86", 0, e)).hand(A, &["TST-X86"]).hand(A, &hand).build();
    play!(g, hand_card(&g, A, "TST-X86"));
    let Some(DecisionKind::ChooseCards { candidates, max: 5, .. }) = kind(&g) else { panic!("a pick of up to 5: {:?}", kind(&g)) };
    assert_eq!(candidates.len(), 20);
    let pick: Vec<CardId> = candidates[15..].to_vec();
    assert!(!g.legal_actions(A).contains(&Action::Choose(Choice::Cards(pick.clone()))), "past the listing cap");
    let mut reversed = pick.clone();
    reversed.reverse();
    let before = g.view(A);
    assert!(g.apply(A, Action::Choose(Choice::Cards(reversed))).is_err(), "not in the candidates' order");
    assert!(g.apply(A, Action::Choose(Choice::Cards(candidates[..6].to_vec()))).is_err(), "more than 5");
    assert!(g.apply(A, Action::Choose(Choice::Cards(vec![pick[0], pick[0]]))).is_err(), "a card twice");
    assert!(g.apply(B, Action::Choose(Choice::Cards(pick.clone()))).is_err(), "not B's decision");
    assert_eq!(g.view(A), before, "refused picks change nothing");
    g.apply(A, Action::Choose(Choice::Cards(pick))).unwrap();
    assert_eq!(g.hand(A).len(), 15);
    assert_eq!(g.trash(A).len(), 6, "the five and the event");
    assert!(is_main(&g));
}

/// "K.O. all of your opponent's Characters with a cost of 3 or less" (すべて): every matching
/// card at once, no choice asked; the others stay. "All Characters" reaches both fields.
#[test]
fn an_all_selector_acts_on_every_matching_card_without_a_choice() {
    let e = Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(3)), act: Act::Ko };
    let mut g = Scenario::new().card(main_event("TST-X85", 0, e)).hand(A, &["TST-X85"]).field(B, &["TST-001", "TST-003", "TST-004"]).field(A, &["TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-X85"));
    assert!(is_main(&g), "no choice asked: {:?}", kind(&g));
    assert_eq!(numbers(&g, &g.characters(B)), vec!["TST-004"], "cost 4 stays");
    assert!(g.find(A, Zone::Character, "TST-002").is_some(), "own Characters untouched");
    let e = Effect::Targeted { sel: Selector::all(Side::Either, Targetable::Character, Filter::any()), act: Act::Rest };
    let mut g = Scenario::new().card(main_event("TST-X84", 0, e)).hand(A, &["TST-X84"]).field(B, &["TST-001"]).field(A, &["TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-X84"));
    assert!(is_main(&g));
    assert_eq!(g.is_rested(char_card(&g, B, "TST-001")), Some(true));
    assert_eq!(g.is_rested(char_card(&g, A, "TST-002")), Some(true), "both fields rested");
    // nothing matches: the clause did nothing ("if you do" fails)
    let e = Effect::IfDone(Box::new(Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(0)), act: Act::Ko }), Box::new(draw(1)));
    let mut g = Scenario::new().card(main_event("TST-X83", 0, e)).hand(A, &["TST-X83"]).field(B, &["TST-001"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X83"));
    assert_eq!(draws(&ev, A), 0);
}

/// "Trash 1 Event or [Harbor Lookout] from your hand" (「イベントか「…」」): a card matches a
/// filter with alternatives when it matches one of them and every shared limit.
#[test]
fn a_filter_with_alternatives_matches_any_one_of_them() {
    let name = |n: &str| Filter { name: Some(NameMatch::Exact(n.into())), ..Filter::any() };
    let alts = Filter { any_of: vec![Filter::of_kind(CardKind::Event), name("Harbor Lookout")], ..Filter::any() };
    let e = Effect::trash_from_hand(1, true, alts.clone());
    let mut g = Scenario::new().card(main_event("TST-X82", 0, e)).card(main_event("TST-X81", 0, draw(1))).hand(A, &["TST-X82", "TST-001", "TST-002", "TST-X81"]).build();
    play!(g, hand_card(&g, A, "TST-X82"));
    assert_eq!(candidates(&g), vec!["TST-002", "TST-X81"], "the named card and the event, not the other Character");
    // a shared limit applies to every alternative: cost 1 or less leaves out the cost-2 card
    let e = Effect::trash_from_hand(1, true, Filter { cost_max: Some(1), ..alts });
    let mut g = Scenario::new().card(main_event("TST-X82", 0, e)).card(main_event("TST-X81", 0, draw(1))).hand(A, &["TST-X82", "TST-001", "TST-002", "TST-X81"]).build();
    play!(g, hand_card(&g, A, "TST-X82"));
    assert_eq!(candidates(&g), vec!["TST-X81"]);
    // on the field too (live information)
    let e = Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter { any_of: vec![name("Quick Runner"), Filter::cost_at_most(1)], ..Filter::any() }), act: Act::Ko };
    let mut g = Scenario::new().card(main_event("TST-X80", 0, e)).hand(A, &["TST-X80"]).field(B, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X80"));
    assert_eq!(numbers(&g, &g.characters(B)), vec!["TST-002"]);
}

/// "Reveal 1 card from the top of your deck and play up to 1 Character card with a cost of 2.
/// Then, place the rest at the top or bottom of your deck.": the card is shown to both players
/// (not only looked at); one that is not played goes where the player picks — the bottom if
/// picked, else back on top.
#[test]
fn a_revealed_search_shows_the_card_and_places_the_rest_top_or_bottom() {
    let e = Effect::Search {
        look: 1,
        filter: Filter { kind: Some(CardKind::Character), cost_min: Some(2), cost_max: Some(2), ..Filter::any() },
        up_to: 1,
        pick_to: PickTo::Play { rested: false },
        rest: RestTo::TopOrBottom,
        reveal: true,
    };
    let build = |top: &str| Scenario::new().card(main_event("TST-X79", 0, e.clone())).hand(A, &["TST-X79"]).deck(A, &["TST-001", "TST-004", top]).build();
    // a cost-2 Character: picked and played
    let mut g = build("TST-002");
    let top = g.deck(A).last().copied();
    let ev = play!(g, hand_card(&g, A, "TST-X79"));
    assert!(ev.iter().any(|e| matches!(e, Event::Revealed { seat: A, card } if Some(card.id) == top)), "shown to both");
    assert!(!ev.iter().any(|e| matches!(e, Event::Looked { .. })));
    assert_eq!(candidates(&g), vec!["TST-002"]);
    let c = top.unwrap();
    pick!(g, [c]);
    assert!(g.find(A, Zone::Character, "TST-002").is_some());
    assert!(is_main(&g));
    // a cost-3 card: cannot be played; the player sends it to the bottom
    let mut g = build("TST-003");
    let top = g.deck(A).last().copied().unwrap();
    play!(g, hand_card(&g, A, "TST-X79"));
    assert_eq!(candidates(&g), vec!["TST-003"], "the card to place at the bottom, if picked");
    pick!(g, [top]);
    assert_eq!(numbers(&g, &g.deck(A)), vec!["TST-003", "TST-001", "TST-004"], "at the bottom (a moved card is a new object)");
    assert!(is_main(&g));
    // …or keeps it on top (picks none)
    let mut g = build("TST-003");
    play!(g, hand_card(&g, A, "TST-X79"));
    pick!(g, []);
    assert_eq!(numbers(&g, &g.deck(A)), vec!["TST-001", "TST-004", "TST-003"], "back on top");
}

/// 2-1-2: a name in card text names the card even when a card list prints it with other spaces
/// (「GERMA66」 for "GERMA 66") or types the long-vowel mark as a dash (「ケイミ―」 for 「ケイミー」).
#[test]
fn a_name_in_text_matches_the_card_despite_spaces_and_a_dash_for_the_long_vowel() {
    let named = |n: &str, number: &str| CardDef { name: n.into(), ..character(number, 1, 1000, vec![]) };
    let f = |name: Option<&str>, not: Option<&str>| Filter { name: name.map(|n| NameMatch::Exact(n.into())), name_not: not.map(str::to_string), ..Filter::any() };
    let e = Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, f(None, Some("GERMA66"))), act: Act::Ko };
    let mut g = Scenario::new().card(named("GERMA 66", "TST-W20")).card(main_event("TST-X78", 0, e)).hand(A, &["TST-X78"]).field(B, &["TST-W20", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X78"));
    assert_eq!(numbers(&g, &g.characters(B)), vec!["TST-W20"], "\"other than 「GERMA66」\" spares GERMA 66");
    let e = Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, f(Some("ケイミ―"), None)), act: Act::Ko };
    let mut g = Scenario::new().card(named("ケイミー", "TST-W21")).card(main_event("TST-X77", 0, e)).hand(A, &["TST-X77"]).field(B, &["TST-W21", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X77"));
    assert_eq!(numbers(&g, &g.characters(B)), vec!["TST-001"]);
    assert!(!same_name("ケイミー", "ケイミ"), "a different name stays different");
}

/// "When a Character is K.O.'d, draw 1 card." (キャラがKOされた時): either player's Character;
/// "When your opponent's Character is K.O.'d" only the opponent's.
#[test]
fn a_character_koed_timing_fires_for_either_players_character() {
    let watcher = |number: &str, side: Side| character(number, 1, 1000, vec![Ability::Auto { when: When::CharacterKoed(side), conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect: draw(1) }]);
    let ko = |sel_side: Side| main_event("TST-X76", 0, Effect::Targeted { sel: Selector::all(sel_side, Targetable::Character, Filter::cost_at_most(0)), act: Act::Ko });
    // K.O. all cost-0 Characters: one of A's and one of B's
    let run = |side: Side, sel_side: Side| {
        let mut g = Scenario::new()
            .card(watcher("TST-W30", side))
            .card(character("TST-W31", 0, 1000, vec![]))
            .card(ko(sel_side))
            .hand(A, &["TST-X76"])
            .field(A, &["TST-W30", "TST-W31"])
            .field(B, &["TST-W31"])
            .build();
        let ev = play!(g, hand_card(&g, A, "TST-X76"));
        draws(&ev, A)
    };
    assert_eq!(run(Side::Either, Side::Opponent), 1, "a: the opponent's");
    assert_eq!(run(Side::Either, Side::You), 1, "a: your own");
    assert_eq!(run(Side::Opponent, Side::You), 0, "your opponent's: not your own");
    assert_eq!(run(Side::Opponent, Side::Opponent), 1);
}

/// "When a DON!! card on your field is returned to your DON!! deck, draw 1 card.": once per
/// return — a DON!! −2 cost is one return — and also when an effect of the opponent returns them.
#[test]
fn returning_don_triggers_when_don_is_returned_once_per_return() {
    let watcher = || character("TST-W40", 1, 1000, vec![Ability::Auto { when: When::DonReturned, conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect: draw(1) }]);
    let mut g = Scenario::new().card(watcher()).card(activated("TST-X01", vec![Cost::ReturnDon(2)])).field(A, &["TST-W40", "TST-X01"]).don(A, 2, 0).build();
    let c = char_card(&g, A, "TST-X01");
    let hand = g.hand(A).len();
    activate(&mut g, c);
    assert_eq!(g.don(A).1 + g.don(A).2, 0, "both DON!! returned");
    assert_eq!(g.hand(A).len(), hand + 2, "the ability's draw and one triggered draw");
    // the opponent's effect returns B's DON!!: B's watcher triggers
    let e = Effect::ReturnDon { side: Side::Opponent, count: 1 };
    let mut g = Scenario::new().card(watcher()).card(main_event("TST-X75", 0, e)).hand(A, &["TST-X75"]).field(B, &["TST-W40"]).don(B, 1, 0).build();
    let hand = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-X75"));
    assert_eq!(g.hand(B).len(), hand + 1);
    // nothing returned: no trigger
    let mut g = Scenario::new().card(watcher()).card(main_event("TST-X75", 0, Effect::ReturnDon { side: Side::Opponent, count: 1 })).hand(A, &["TST-X75"]).field(B, &["TST-W40"]).build();
    let hand = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-X75"));
    assert_eq!(g.hand(B).len(), hand);
}

/// 10-2-10-1 (ドン‼−): your own effect returns DON!! — with none on the field nothing is returned,
/// nothing is logged and "When a DON!! card on your field is returned" does not trigger; with all
/// of them in one place (no choice to ask) the return is logged once with its count and triggers.
#[test]
fn r10_2_10_1_returning_your_own_don_logs_and_triggers_only_what_went() {
    let build = |active: u8| {
        let watcher = character("TST-W45", 1, 1000, vec![auto(When::DonReturned, draw(1))]);
        let ev = main_event("TST-X78", 0, Effect::ReturnDon { side: Side::You, count: 1 });
        Scenario::new().card(watcher).card(ev).hand(A, &["TST-X78"]).field(A, &["TST-W45"]).don(A, active, 0).build()
    };
    let mut g = build(0);
    let deck = g.don(A).0;
    let ev = play!(g, hand_card(&g, A, "TST-X78"));
    assert_eq!(g.don(A), (deck, 0, 0));
    assert!(!ev.iter().any(|e| matches!(e, Event::DonReturned { .. })), "nothing went: nothing logged");
    assert_eq!(draws(&ev, A), 0, "nothing went: no trigger");
    let mut g = build(3);
    let deck = g.don(A).0;
    let ev = play!(g, hand_card(&g, A, "TST-X78"));
    assert_eq!(g.don(A), (deck + 1, 2, 0), "one active DON!! of the cost area went back");
    let logged: Vec<u8> = ev.iter().filter_map(|e| match e { Event::DonReturned { seat: A, count } => Some(*count), _ => None }).collect();
    assert_eq!(logged, vec![1], "logged once, with its count");
    assert_eq!(draws(&ev, A), 1, "the watcher triggered once");
    // the only DON!! on the field: it goes with no question, logged and triggering the same way
    let mut g = build(1);
    let ev = play!(g, hand_card(&g, A, "TST-X78"));
    assert_eq!(g.don(A).1, 0);
    let logged: Vec<u8> = ev.iter().filter_map(|e| match e { Event::DonReturned { seat: A, count } => Some(*count), _ => None }).collect();
    assert_eq!(logged, vec![1]);
    assert_eq!(draws(&ev, A), 1);
}

/// The DON!! choke points log what they did and nothing when nothing moved: "Rest up to 1 of your
/// opponent's DON!! cards" and "Set up to 2 of your DON!! cards as active".
#[test]
fn resting_and_setting_don_active_log_only_what_moved() {
    let rest = main_event("TST-X79", 0, Effect::SetDon { side: Side::Opponent, count: 1, up_to: true, rested: true });
    let wake = main_event("TST-X80", 0, Effect::SetDon { side: Side::You, count: 2, up_to: true, rested: false });
    let build = |b_active: u8, a_rested: u8| {
        Scenario::new().card(rest.clone()).card(wake.clone()).hand(A, &["TST-X79", "TST-X80"]).don(B, b_active, 0).don(A, 0, a_rested).build()
    };
    let rested = |ev: &[Event]| ev.iter().filter_map(|e| match e { Event::DonRested { seat, count } => Some((*seat, *count)), _ => None }).collect::<Vec<_>>();
    let woken = |ev: &[Event]| ev.iter().filter_map(|e| match e { Event::DonSetActive { seat, count } => Some((*seat, *count)), _ => None }).collect::<Vec<_>>();
    let mut g = build(0, 0);
    let ev = play!(g, hand_card(&g, A, "TST-X79"));
    assert_eq!(rested(&ev), vec![], "no active DON!!: nothing rested, nothing logged");
    let ev = play!(g, hand_card(&g, A, "TST-X80"));
    assert_eq!(woken(&ev), vec![], "no rested DON!!: nothing set active, nothing logged");
    let mut g = build(2, 3);
    let ev = play!(g, hand_card(&g, A, "TST-X79"));
    assert_eq!(rested(&ev), vec![(B, 1)]);
    assert_eq!((g.don(B).1, g.don(B).2), (1, 1));
    let ev = play!(g, hand_card(&g, A, "TST-X80"));
    assert_eq!(woken(&ev), vec![(A, 2)]);
    assert_eq!((g.don(A).1, g.don(A).2), (2, 1));
    // "Add up to 1 DON!! card from your DON!! deck": with the DON!! deck empty nothing is added or logged
    let add = main_event("TST-X81", 0, Effect::AddDon { count: 1, rested: false });
    let added = |ev: &[Event]| ev.iter().filter(|e| matches!(e, Event::DonAdded { .. })).count();
    let mut g = Scenario::new().card(add.clone()).hand(A, &["TST-X81"]).don(A, 10, 0).build();
    assert_eq!(g.don(A).0, 0);
    let ev = play!(g, hand_card(&g, A, "TST-X81"));
    assert_eq!((added(&ev), g.don(A).1), (0, 10));
    let mut g = Scenario::new().card(add).hand(A, &["TST-X81"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X81"));
    assert_eq!((added(&ev), g.don(A).1), (1, 1));
}

/// "Give your Leader up to 1 of your active DON!! cards. If you do, draw 1 card." gives, logs and
/// counts as done only when a DON!! went: with no active DON!! nothing is given, logged or drawn.
#[test]
fn giving_don_that_is_not_there_is_not_done() {
    let give = Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Leader, Filter::any()), act: Act::GiveActiveDon(1) };
    let ev = main_event("TST-X82", 0, Effect::IfDone(Box::new(give), Box::new(draw(1))));
    for (active, given) in [(0u8, 0u8), (2, 1)] {
        let mut g = Scenario::new().card(ev.clone()).hand(A, &["TST-X82"]).don(A, active, 0).build();
        play!(g, hand_card(&g, A, "TST-X82"));
        let leader = g.leader(A);
        let ev = pick!(g, [leader]);
        let logged: Vec<u8> = ev.iter().filter_map(|e| match e { Event::DonAttached { count, .. } => Some(*count), _ => None }).collect();
        assert_eq!(g.attached_don(leader), Some(given), "{active} active");
        assert_eq!(logged, if given > 0 { vec![given] } else { vec![] }, "{active} active");
        assert_eq!(draws(&ev, A), usize::from(given), "{active} active: 'if you do'");
    }
}

/// 1-3-8 and "will not become active": a Character that an effect keeps rested is not set active
/// by another effect either, and setting an active Character active changes and logs nothing.
#[test]
fn a_character_kept_rested_is_not_set_active_by_an_effect() {
    let keep = main_event("TST-Y08", 0, Effect::Targeted {
        sel: Selector::up_to(1, Side::You, Targetable::Character, Filter { rested: Some(true), ..Filter::any() }),
        act: Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh),
    });
    let wake = main_event("TST-Y09", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::SetActive });
    let mut g = Scenario::new().card(keep).card(wake).hand(A, &["TST-Y08", "TST-Y09", "TST-Y09"]).field_rested(A, &["TST-003"]).field(A, &["TST-002"]).build();
    let c = char_card(&g, A, "TST-003");
    play!(g, hand_card(&g, A, "TST-Y08"));
    pick!(g, [c]);
    play!(g, hand_card(&g, A, "TST-Y09"));
    let ev = pick!(g, [c]);
    assert_eq!(g.is_rested(c), Some(true), "kept rested");
    assert!(!ev.iter().any(|e| matches!(e, Event::SetActive { .. })));
    let active = char_card(&g, A, "TST-002");
    play!(g, hand_card(&g, A, "TST-Y09"));
    let ev = pick!(g, [active]);
    assert_eq!(g.is_rested(active), Some(false));
    assert!(!ev.iter().any(|e| matches!(e, Event::SetActive { .. })), "already active: nothing to log");
}

/// "If you have 0 or 3 or more DON!! cards on your field, …": either count holds.
#[test]
fn an_either_condition_holds_when_one_of_its_parts_does() {
    let cond = Condition::Any(vec![Condition::Exactly(Counted::YourDonOnField, 0), Condition::AtLeast(Counted::YourDonOnField, 3)]);
    assert_eq!(draws_if(Scenario::new(), cond.clone()), 1, "0 DON!!");
    assert_eq!(draws_if(Scenario::new().don(A, 1, 0), cond.clone()), 0, "1 DON!!");
    assert_eq!(draws_if(Scenario::new().don(A, 2, 1), cond), 1, "3 DON!!");
}

/// "Trash 1 card from the top or bottom of your Life cards" (自分のライフの上か下から1枚を
/// トラッシュに置く): the player picks a place (top or bottom), never a face-down card.
#[test]
fn trashing_from_the_top_or_bottom_of_life_lets_the_player_pick_the_end() {
    let e = Effect::MoveTop { side: Side::You, from: Pile::LifeEnds, count: 1, up_to: false, to: Dest::Trash };
    let build = || Scenario::new().card(main_event("TST-X74", 0, e.clone())).hand(A, &["TST-X74"]).life(A, &["TST-002", "TST-003"]).build();
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-X74"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { options: OptionKind::TopOrBottom, .. })), "{:?}", kind(&g));
    ok(&mut g, A, Action::Choose(Choice::Option(1)));
    assert_eq!(numbers(&g, &g.life(A)), vec!["TST-003"], "the bottom one went");
    assert!(g.find(A, Zone::Trash, "TST-002").is_some());
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-X74"));
    ok(&mut g, A, Action::Choose(Choice::Option(0)));
    assert_eq!(numbers(&g, &g.life(A)), vec!["TST-002"], "the top one went");
    // no Life: nothing happens, nothing asked ("if you do" fails)
    let e = Effect::IfDone(Box::new(e), Box::new(draw(1)));
    let mut g = Scenario::new().card(main_event("TST-X73", 0, e)).hand(A, &["TST-X73"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X73"));
    assert_eq!(draws(&ev, A), 0);
    assert!(is_main(&g));
}

/// "Play up to 1 [Quick Runner] with a cost of 4 or less from your deck, then shuffle your
/// deck.": the player picks among the matching cards of the whole deck; the deck is shuffled.
#[test]
fn playing_from_the_deck_picks_from_the_whole_deck_and_shuffles_it() {
    let f = Filter { name: Some(NameMatch::Exact("Quick Runner".into())), cost_max: Some(4), ..Filter::any() };
    let e = Effect::Play { from: PlayFrom::Deck, filter: f, up_to: 1, rested: false };
    let mut g = Scenario::new().card(main_event("TST-X72", 0, e)).hand(A, &["TST-X72"]).deck(A, &["TST-003", "TST-001", "TST-004", "TST-001"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X72"));
    assert!(ev.iter().any(|e| matches!(e, Event::DeckShuffled { seat: A })), "shuffled");
    assert_eq!(candidates(&g), vec!["TST-003"], "the named card, from the bottom of the deck too");
    let c = g.find(A, Zone::Deck, "TST-003").unwrap();
    pick!(g, [c]);
    assert!(g.find(A, Zone::Character, "TST-003").is_some());
    assert_eq!(g.deck(A).len(), 3);
    assert!(is_main(&g));
}

/// "Look at 1 card from the top of your opponent's deck." (相手のデッキの上から1枚を見る): only the
/// effect's player sees it (11-3-1), and it stays on top.
#[test]
fn looking_at_the_top_of_the_opponents_deck_shows_it_to_the_player_only() {
    let e = Effect::Look { side: Side::Opponent, from: Pile::Deck, count: Some(1), reveal: false };
    let mut g = Scenario::new().card(main_event("TST-X71", 0, e)).hand(A, &["TST-X71"]).deck(B, &["TST-001", "TST-004"]).build();
    let top = g.deck(B).last().copied();
    let ev = play!(g, hand_card(&g, A, "TST-X71"));
    let seen: Vec<CardId> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Looked { seat: A, cards } => Some(cards.iter().filter_map(|c| if let game_core::Hidden::Known(c) = c { Some(c.id) } else { None }).collect::<Vec<_>>()),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(seen, top.into_iter().collect::<Vec<_>>(), "the top card, to A");
    assert_eq!(g.deck(B).last().copied(), top, "it stays on top");
    assert!(is_main(&g));
}

/// "This Character cannot be K.O.'d by effects": a K.O. by an effect leaves it on the field; a
/// battle it loses still K.O.s it.
#[test]
fn cannot_be_koed_by_effects_still_loses_battles() {
    let guarded = character("TST-Y92", 3, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeKoedByEffects) },
    }]);
    // TST-031: K.O. up to 1 of your opponent's Characters with a cost of 4 or less
    let mut g = Scenario::new().card(guarded.clone()).hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-Y92"]).build();
    play!(g, hand_card(&g, A, "TST-031"));
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        pick!(g, [char_card(&g, B, "TST-Y92")]);
    }
    assert!(g.find(B, Zone::Character, "TST-Y92").is_some(), "not K.O.'d by the effect");
    // TST-004 (5000) attacks it rested: K.O.'d in battle
    let mut g = Scenario::new().card(guarded).field(A, &["TST-004"]).field_rested(B, &["TST-Y92"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, char_card(&g, B, "TST-Y92"));
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-Y92").is_some(), "K.O.'d in battle");
}

/// "K.O. up to 1 of your opponent's Characters with 3000 power or less": the live power decides
/// which Characters may be chosen.
#[test]
fn a_power_or_less_filter_reads_live_power() {
    let ko = main_event("TST-Y93", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::power_at_most(3000)), act: Act::Ko });
    let mut g = Scenario::new().card(ko).hand(A, &["TST-Y93"]).field(B, &["TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-Y93"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(numbers_in(&g, candidates), vec!["TST-002"], "3000 yes, 4000 no"),
        k => panic!("{k:?}"),
    }
}

/// "Your opponent cannot play Event cards during this turn" also holds in the opponent's
/// counter step: no [Counter] Event is offered.
#[test]
fn cannot_play_events_holds_in_the_counter_step() {
    let stop = main_event("TST-Y94", 0, Effect::Restrict { side: Side::Opponent, what: PlayerRestriction::PlayEvents, duration: Duration::ThisTurn });
    let counter_offered = |restricted: bool| {
        let mut s = Scenario::new().card(stop.clone()).field(A, &["TST-004"]).hand(B, &["TST-030"]).don(B, 1, 0).life(B, &["TST-001"]);
        if restricted { s = s.hand(A, &["TST-Y94"]); }
        let mut g = s.build();
        if restricted { play!(g, hand_card(&g, A, "TST-Y94")); }
        let a = char_card(&g, A, "TST-004");
        attack!(g, a, g.leader(B));
        g.legal_actions(B).iter().any(|x| matches!(x, Action::PlayCounterEvent { .. }))
    };
    assert!(counter_offered(false));
    assert!(!counter_offered(true));
}

/// "Give up to 3 of your Characters up to 1 rested DON!! card each." (「自分のキャラ3枚までにレスト
/// のドン‼1枚ずつまでを、付与する」): the player picks up to 3 receivers and each gets up to 1 of
/// the rested DON!!, in the field's order while rested DON!! remain; active DON!! are not given.
#[test]
fn rested_don_given_to_several_characters_one_each() {
    let e = Effect::GiveRestedDon { count: 1, to: Selector::up_to(3, Side::You, Targetable::Character, Filter::any()) };
    let build = |active, rested| {
        Scenario::new().card(main_event("TST-W04", 0, e.clone())).hand(A, &["TST-W04"]).field(A, &["TST-001", "TST-002", "TST-003", "TST-004"]).don(A, active, rested).build()
    };
    let mut g = build(2, 3);
    play!(g, hand_card(&g, A, "TST-W04"));
    let (w, x, y, z) = (char_card(&g, A, "TST-001"), char_card(&g, A, "TST-002"), char_card(&g, A, "TST-003"), char_card(&g, A, "TST-004"));
    pick!(g, [x, z]);
    assert_eq!([w, x, y, z].map(|c| g.attached_don(c)), [Some(0), Some(1), Some(0), Some(1)], "one each, to the picked two");
    assert_eq!(g.don(A), (5, 2, 1), "two rested DON!! given, the active ones stay");
    assert!(is_main(&g));
    // fewer rested DON!! than receivers: they go in the field's order (a player who wants
    // others to have them picks fewer)
    let mut g = build(0, 2);
    play!(g, hand_card(&g, A, "TST-W04"));
    let (w, x, y) = (char_card(&g, A, "TST-001"), char_card(&g, A, "TST-002"), char_card(&g, A, "TST-003"));
    pick!(g, [w, x, y]);
    assert_eq!([w, x, y].map(|c| g.attached_don(c)), [Some(1), Some(1), Some(0)]);
    assert_eq!(g.don(A), (8, 0, 0));
    // more than 3 cannot be picked
    let mut g = build(0, 4);
    play!(g, hand_card(&g, A, "TST-W04"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { max: 3, .. })), "{:?}", kind(&g));
}

/// 8-1-3-4: "If this Character would be K.O.'d by your opponent's effect, you may … instead"
/// (相手の効果でKOされる場合、代わりに…): replaces a K.O. by the opponent's effect only — not a
/// K.O. by its owner's own effect, and not another way off the field (returned to hand).
#[test]
fn a_ko_by_the_opponents_effect_is_replaced() {
    let guard = character("TST-X54", 3, 4000, vec![Ability::Replacement {
        event: Replaceable::WouldBeKoedByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        instead: Effect::SetDon { side: Side::You, count: 1, up_to: false, rested: true },
    }]);
    let removal = |n: &str, side: Side, act: Act| main_event(n, 0, Effect::Targeted { sel: Selector::up_to(1, side, Targetable::Character, Filter::any()), act });
    // the opponent's K.O.: the owner may rest a DON!! instead, and it stays
    let mut g = Scenario::new().card(guard.clone()).card(removal("TST-X55", Side::Opponent, Act::Ko)).hand(A, &["TST-X55"]).field(B, &["TST-X54"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X55"));
    pick!(g, [char_card(&g, B, "TST-X54")]);
    assert_eq!(g.decision_seat(), Some(B), "the owner decides");
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-X54").is_some(), "replaced");
    assert_eq!(g.don(B), (9, 0, 1));
    // returned to hand by the opponent's effect: not a K.O., nothing to replace
    let mut g = Scenario::new().card(guard.clone()).card(removal("TST-X56", Side::Opponent, Act::ReturnToHand)).hand(A, &["TST-X56"]).field(B, &["TST-X54"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X56"));
    pick!(g, [char_card(&g, B, "TST-X54")]);
    assert!(g.find(B, Zone::Hand, "TST-X54").is_some());
    assert!(is_main(&g));
    // K.O.'d by its owner's own effect: not the opponent's
    let mut g = Scenario::new().card(guard).card(removal("TST-X57", Side::You, Act::Ko)).hand(A, &["TST-X57"]).field(A, &["TST-X54"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X57"));
    pick!(g, [char_card(&g, A, "TST-X54")]);
    assert!(g.find(A, Zone::Trash, "TST-X54").is_some());
    assert!(is_main(&g));
}

/// "You may reveal 1 {Test Crew} type card from your hand: Draw 1 card and place the revealed
/// card at the top of your deck." (公開したカードをデッキの上に置く): the card the cost revealed
/// goes from the hand to the top of the deck; after "Reveal 1 card from the top of your deck",
/// "place the revealed card at the bottom of your deck" moves that one.
#[test]
fn the_revealed_card_is_placed_on_the_deck() {
    let to_deck = |bottom| Effect::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Deck { bottom } };
    let mut leader = character("TST-X58", 0, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost: vec![Cost::RevealFromHand { count: 1, filter: Filter::with_trait("Test Crew") }],
        effect: Effect::Seq(vec![draw(1), to_deck(false)]),
    }]);
    leader.traits = vec![];
    let mut g = Scenario::new().card(leader).field(A, &["TST-X58"]).hand(A, &["TST-002", "TST-003"]).deck(A, &["TST-001", "TST-004"]).build();
    let c = char_card(&g, A, "TST-X58");
    activate(&mut g, c);
    let h = hand_card(&g, A, "TST-003");
    let ev = pick!(g, [h]);
    assert_eq!(draws(&ev, A), 1);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-001", "TST-003"], "the revealed card is on top");
    assert_eq!(numbers_in(&g, g.hand(A)), vec!["TST-002", "TST-004"]);
    // revealed from the top of the deck, then placed at the bottom
    let e = Effect::Seq(vec![Effect::RevealTop { life: false }, to_deck(true)]);
    let mut g = Scenario::new().card(main_event("TST-X59", 0, e)).hand(A, &["TST-X59"]).deck(A, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X59"));
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-003", "TST-001", "TST-002"]);
    assert!(is_main(&g));
}

/// "Up to 1 of your Characters without an [On Play] effect gains [Rush] during this turn."
/// (【登場時】効果を持たないキャラ): a Character whose text has an [On Play] ability is not a
/// candidate; one with other abilities, or none, is.
#[test]
fn a_character_without_an_on_play_effect() {
    let with_on_play = character("TST-X60", 2, 2000, vec![Ability::Auto { when: When::OnPlay, conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect: draw(1) }]);
    let with_attack = character("TST-X61", 2, 2000, vec![Ability::Auto { when: When::WhenAttacking, conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect: draw(1) }]);
    let plain = character("TST-X62", 2, 2000, vec![]);
    let f = Filter { without_auto: Some(When::OnPlay), ..Filter::any() };
    let e = Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, f), act: Act::Grant(Keyword::Rush, Duration::ThisTurn) };
    let mut g = Scenario::new()
        .card(with_on_play)
        .card(with_attack)
        .card(plain)
        .card(main_event("TST-X63", 0, e))
        .hand(A, &["TST-X63"])
        .field(A, &["TST-X60", "TST-X61", "TST-X62"])
        .build();
    play!(g, hand_card(&g, A, "TST-X63"));
    assert_eq!(candidates(&g), vec!["TST-X61", "TST-X62"]);
    let c = char_card(&g, A, "TST-X61");
    pick!(g, [c]);
    assert!(g.has_keyword(c, Keyword::Rush));
}

/// 8-1-3-4: "If your {Test Crew} type Character would be removed from the field by your
/// opponent's effect, you may trash 1 card from your hand instead." (自分の特徴《…》を持つキャラが
/// 相手の効果で場を離れる場合、代わりに…): the replacement of one card protects any of its
/// owner's matching Characters; others are not protected.
#[test]
fn a_replacement_protects_the_owners_matching_characters() {
    let guard = character("TST-X64", 3, 4000, vec![Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::YourCharacters(Filter::with_trait("Test Crew")) },
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        instead: Effect::trash_from_hand(1, false, Filter::any()),
    }]);
    let mut crew = character("TST-X65", 2, 3000, vec![]);
    crew.traits = vec!["Test Crew".into()];
    let mut other = character("TST-X66", 2, 3000, vec![]);
    other.traits = vec!["Other Crew".into()];
    let bounce = main_event("TST-X67", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::ReturnToHand });
    let build = || {
        Scenario::new()
            .card(guard.clone())
            .card(crew.clone())
            .card(other.clone())
            .card(bounce.clone())
            .hand(A, &["TST-X67"])
            .field(B, &["TST-X64", "TST-X65", "TST-X66"])
            .hand(B, &["TST-001"])
            .build()
    };
    // the matching Character: its owner may trash a card instead
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-X67"));
    pick!(g, [char_card(&g, B, "TST-X65")]);
    assert_eq!(g.decision_seat(), Some(B));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        let h = hand_card(&g, B, "TST-001");
        pick!(g, [h]);
    }
    assert!(g.find(B, Zone::Character, "TST-X65").is_some(), "replaced: it stays");
    assert!(g.find(B, Zone::Trash, "TST-001").is_some(), "the card trashed instead");
    // another Character: not protected
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-X67"));
    pick!(g, [char_card(&g, B, "TST-X66")]);
    assert!(g.find(B, Zone::Hand, "TST-X66").is_some());
    assert!(is_main(&g));
}

/// "Rest up to 1 of your opponent's DON!! cards or Characters with a cost of 3 or less."
/// (相手の、コスト3以下のキャラかドン‼1枚までを、レストにする): the player picks an active DON!!
/// of the opponent's cost area or one of their active Characters the limit allows; with only one
/// kind to rest, no question.
#[test]
fn resting_an_opponents_don_or_character() {
    let e = Effect::RestDonOrCharacter { count: 1, filter: Filter::cost_at_most(3) };
    let build = |active_don| {
        Scenario::new().card(main_event("TST-X68", 0, e.clone())).hand(A, &["TST-X68"]).field(B, &["TST-003", "TST-004"]).don(B, active_don, 0).build()
    };
    // a DON!!
    let mut g = build(2);
    play!(g, hand_card(&g, A, "TST-X68"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { count: 2, options: OptionKind::DonOrCharacter, .. })), "{:?}", kind(&g));
    ok(&mut g, A, Action::Choose(Choice::Option(0)));
    assert_eq!(g.don(B), (8, 1, 1));
    assert!(is_main(&g));
    // a Character: only the one the limit allows
    let mut g = build(2);
    play!(g, hand_card(&g, A, "TST-X68"));
    ok(&mut g, A, Action::Choose(Choice::Option(1)));
    assert_eq!(candidates(&g), vec!["TST-003"], "cost 3 or less");
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    assert_eq!(g.is_rested(c), Some(true));
    assert_eq!(g.don(B), (8, 2, 0));
    // no active DON!!: straight to the Characters
    let mut g = build(0);
    play!(g, hand_card(&g, A, "TST-X68"));
    assert_eq!(candidates(&g), vec!["TST-003"]);
    // two picks: a DON!! then a Character
    let two = Effect::RestDonOrCharacter { count: 2, filter: Filter::cost_at_most(3) };
    let mut g = Scenario::new().card(main_event("TST-X69", 0, two)).hand(A, &["TST-X69"]).field(B, &["TST-003"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X69"));
    ok(&mut g, A, Action::Choose(Choice::Option(0)));
    assert_eq!(g.don(B), (9, 0, 1));
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    assert_eq!(g.is_rested(c), Some(true));
    assert!(is_main(&g));
}

/// 1-3-3 「あるカードの効果により何らかの行動を行うよう指示されたときに、同時にその行動を禁止する効果が
/// 発生している場合、常に禁止する効果が優先されます。」 — "This Character cannot be K.O.'d by your
/// opponent's effects." (相手の効果でKOされない): the opponent's K.O. effect leaves it on the field;
/// its controller's own K.O. effect still K.O.s it.
#[test]
fn r1_3_3_cannot_be_koed_by_your_opponents_effects() {
    let guard = character("TST-W41", 1, 1000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffects) },
    }]);
    let ko_all = |side: Side| main_event("TST-W42", 0, Effect::Targeted { sel: Selector::all(side, Targetable::Character, Filter::any()), act: Act::Ko });
    // the opponent's effect: it stays, the plain Character next to it goes
    let mut g = Scenario::new().card(guard.clone()).card(ko_all(Side::Opponent)).hand(A, &["TST-W42"]).field(B, &["TST-W41", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W42"));
    assert!(g.find(B, Zone::Character, "TST-W41").is_some(), "not K.O.'d by the opponent's effect");
    assert!(g.find(B, Zone::Trash, "TST-001").is_some(), "the other Character is K.O.'d");
    // its controller's own effect K.O.s it
    let mut g = Scenario::new().card(guard).card(ko_all(Side::You)).hand(A, &["TST-W42"]).field(A, &["TST-W41"]).build();
    play!(g, hand_card(&g, A, "TST-W42"));
    assert!(g.find(A, Zone::Trash, "TST-W41").is_some(), "its own effect K.O.s it");
}

/// "Give up to 2 rested DON!! cards to your [Test Captain] Leader." (自分のリーダーの「…」に
/// レストのドン‼2枚までを、付与する): the Leader gets them, no choice asked, only when it has
/// that name (8-4-4-3: a card named without a choice).
#[test]
fn rested_don_to_your_named_leader_only_when_it_has_that_name() {
    let to = |name: &str| Selector { filter: Filter { name: Some(NameMatch::Exact(name.into())), ..Filter::any() }, ..Selector::your_leader() };
    let give = |name: &str| main_event("TST-W43", 0, Effect::GiveRestedDon { count: 2, to: to(name) });
    let mut g = Scenario::new().card(give("Test Captain")).hand(A, &["TST-W43"]).don(A, 0, 3).build();
    play!(g, hand_card(&g, A, "TST-W43"));
    assert!(is_main(&g), "no choice asked: {:?}", kind(&g));
    assert_eq!(g.attached_don(g.leader(A)), Some(2), "the named Leader gets the two rested DON!!");
    let mut g = Scenario::new().card(give("Someone Else")).hand(A, &["TST-W43"]).don(A, 0, 3).build();
    play!(g, hand_card(&g, A, "TST-W43"));
    assert!(is_main(&g));
    assert_eq!(g.attached_don(g.leader(A)), Some(0), "another name: nothing given");
    assert_eq!(g.don(A).2, 3, "the DON!! stay rested in the cost area");
}

/// "You may rest your 1 Leader:" (自分のリーダー1枚をレストにできる): the Leader-or-Stage rest
/// cost that only the Leader meets — a Stage is not offered, a rested Leader cannot pay.
#[test]
fn the_rest_your_leader_cost() {
    let cost = vec![Cost::RestLeaderOrStage { count: 1, filter: Filter::of_kind(CardKind::Leader) }];
    let mut g = Scenario::new().card(activated("TST-X14", cost.clone())).field(A, &["TST-X14"]).stage(A, "TST-017").build();
    let c = char_card(&g, A, "TST-X14");
    activate(&mut g, c);
    let l = g.leader(A);
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(candidates, vec![l], "the Leader only, not the Stage"),
        other => panic!("{other:?}"),
    }
    let ev = pick!(g, [l]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.is_rested(g.leader(A)), Some(true), "the Leader paid");
    assert_eq!(g.is_rested(char_card(&g, A, "TST-X14")), Some(false), "the Character did not");
    let g = Scenario::new().card(activated("TST-X14", cost)).field(A, &["TST-X14"]).leader_rested(A).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X14")), "the Leader is rested already");
}

/// "Look at 3 cards from the top of your deck; reveal up to 1 <filter> and add it to your hand.
/// Then, place the rest at the top or bottom of the deck in any order." (残りを好きな順番に並び替え、
/// デッキの上か下に置く): the picked card goes to the hand; of the rest, those the player picks go
/// to the bottom, the others back on top.
#[test]
fn a_search_to_the_hand_places_the_rest_top_or_bottom() {
    let e = Effect::Search { look: 3, filter: Filter::cost_at_most(1), up_to: 1, pick_to: PickTo::Hand, rest: RestTo::TopOrBottom, reveal: false };
    let mut g = Scenario::new().card(main_event("TST-X78", 0, e)).hand(A, &["TST-X78"]).deck(A, &["TST-004", "TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X78"));
    assert_eq!(candidates(&g), vec!["TST-001"], "cost 1 or less only");
    let one = g.find(A, Zone::Deck, "TST-001").unwrap();
    pick!(g, [one]);
    assert!(g.find(A, Zone::Hand, "TST-001").is_some(), "to the hand");
    let mut c = candidates(&g);
    c.sort();
    assert_eq!(c, vec!["TST-002", "TST-003"], "the rest: which go to the bottom");
    let three = g.find(A, Zone::Deck, "TST-003").unwrap();
    pick!(g, [three]);
    while !is_main(&g) {
        // any order the game asks for next: the first offered
        let first = match kind(&g) {
            Some(DecisionKind::ChooseCards { candidates, min, .. }) => candidates.into_iter().take(usize::from(min.max(1))).collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        pick(&mut g, &first);
    }
    let deck = numbers(&g, &g.deck(A));
    assert_eq!(deck.first().map(String::as_str), Some("TST-003"), "picked for the bottom: {deck:?}");
    assert_eq!(deck.last().map(String::as_str), Some("TST-002"), "the other back on top: {deck:?}");
    assert_eq!(deck.len(), 3);
}

/// "You may give 1 active DON!! card to 1 of your [Quick Runner]:" (自分の「…」1枚にアクティブの
/// ドン‼1枚を付与することができる): an active DON!! of the cost area goes to the named card; with
/// no card of that name, or no active DON!!, the cost cannot be paid (8-3-1-3).
#[test]
fn the_give_active_don_to_a_named_card_cost() {
    let cost = vec![Cost::GiveActiveDonToNamed { count: 1, name: "Quick Runner".into() }];
    let runner = CardDef { name: "Quick Runner".into(), ..character("TST-X16", 1, 1000, vec![]) };
    let s = || Scenario::new().card(activated("TST-X15", cost.clone())).card(runner.clone()).field(A, &["TST-X15"]);
    let mut g = s().field(A, &["TST-X16"]).don(A, 2, 0).build();
    let c = char_card(&g, A, "TST-X15");
    let ev = activate(&mut g, c);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.attached_don(char_card(&g, A, "TST-X16")), Some(1), "the named Character got it");
    assert_eq!(g.don(A).1, 1, "one active DON!! left");
    let g = s().don(A, 2, 0).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X15")), "no card of that name");
    let g = s().field(A, &["TST-X16"]).don(A, 0, 2).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-X15")), "no active DON!!");
}

/// 10-2-13-1. 【ターン１回】とは、そのターン中に１度だけ発動と解決ができることを指すキーワードです。
///
/// "\[Once Per Turn\] This effect can be activated when you play a Character. Draw 1 card." /
/// 「【ターン1回】自分がキャラを登場させた時、発動できる。カード1枚を引く。」: its controller is asked
/// each time it triggers; declined, it was not activated, so it is asked again; used once, it
/// is not asked again during the turn.
#[test]
fn r10_2_13_1_a_declined_optional_ability_does_not_spend_once_per_turn() {
    let c = character("TST-W20", 5, 5000, vec![Ability::Auto {
        when: When::YouPlayCharacter,
        conditions: vec![],
        once_per_turn: true,
        optional: true,
        cost: vec![],
        effect: draw(1),
    }]);
    let mut g = Scenario::new().card(c).field(A, &["TST-W20"]).hand(A, &["TST-001", "TST-001", "TST-001"]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-001"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::May, effect: Some(_), .. })), "asked whether to use it");
    let ev = no(&mut g);
    assert_eq!(draws(&ev, A), 0, "declined: nothing drawn");
    assert!(is_main(&g));
    play!(g, hand_card(&g, A, "TST-001"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::May, .. })), "declined, it was not used: asked again");
    let ev = yes(&mut g);
    assert_eq!(draws(&ev, A), 1);
    let ev = play!(g, hand_card(&g, A, "TST-001"));
    assert!(is_main(&g), "used once this turn: not asked again");
    assert_eq!(draws(&ev, A), 0);
}

/// "When you play a Character, draw 1 card." (自分がキャラを登場させた時) is about the player's
/// other Characters ([`When::YouPlayCharacter`]): the card's own play does not trigger it; a
/// second copy played triggers the first one's, not its own.
#[test]
fn when_you_play_a_character_is_about_another_character() {
    let c = character("TST-W22", 1, 2000, vec![auto(When::YouPlayCharacter, draw(1))]);
    let mut g = Scenario::new().card(c).hand(A, &["TST-W22", "TST-W22"]).don(A, 2, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-W22"));
    assert_eq!(draws(&ev, A), 0, "its own play");
    assert!(is_main(&g), "{:?}", kind(&g));
    let ev = play!(g, hand_card(&g, A, "TST-W22"));
    assert_eq!(draws(&ev, A), 1, "the first one's, for the second one's play");
}

/// An optional automatic ability is asked about as a whole: the page finds its text among the
/// card's asked effects, first for that ability.
#[test]
fn an_optional_automatic_ability_is_among_the_asked_effects() {
    let c = character("TST-W21", 5, 5000, vec![Ability::Auto {
        when: When::StartOfYourTurn,
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        cost: vec![],
        effect: Effect::May(Box::new(draw(1))),
    }]);
    let asked = c.asked_effects();
    assert_eq!(asked.len(), 2, "the ability, then the 'you may' inside it");
    assert_eq!(asked[0], &Effect::May(Box::new(draw(1))));
    assert_eq!(asked[1], &draw(1));
}

/// "When a card is removed from your or your opponent's Life cards, draw 1 card." (ライフが離れた
/// 時) triggers for a card leaving either Life area, once per card; "When a card is removed from
/// your opponent's Life cards" (相手のライフが離れた時) only for the opponent's; "When your
/// number of Life cards becomes 0" (自分のライフが0枚になった時) as the last card leaves.
#[test]
fn when_a_card_leaves_a_life_area_or_life_becomes_zero() {
    let trash_life = |side| main_event("TST-X76", 0, Effect::MoveTop { side, from: Pile::Life, count: 1, up_to: false, to: Dest::Trash });
    let watcher = |number: &str, when| character(number, 1, 1000, vec![auto(when, draw(1))]);
    // either Life area: A's watcher draws for B's card; B's last Life card: B's watcher draws
    let mut g = Scenario::new()
        .card(watcher("TST-W41", When::LifeLeaves(Side::Either)))
        .card(watcher("TST-W42", When::LifeBecomesZero))
        .card(trash_life(Side::Opponent))
        .hand(A, &["TST-X76"])
        .field(A, &["TST-W41"])
        .field(B, &["TST-W42"])
        .life(B, &["TST-001"])
        .build();
    let ev = play!(g, hand_card(&g, A, "TST-X76"));
    assert_eq!(draws(&ev, A), 1, "a card left the opponent's Life");
    assert_eq!(draws(&ev, B), 1, "B's Life became 0");
    // A's own Life: the either-watcher draws, the opponent's-Life watcher does not; B has
    // Life left, so B's watcher waits
    let build = |side| {
        Scenario::new()
            .card(watcher("TST-W41", When::LifeLeaves(Side::Opponent)))
            .card(watcher("TST-W42", When::LifeBecomesZero))
            .card(trash_life(side))
            .hand(A, &["TST-X76"])
            .field(A, &["TST-W41"])
            .field(B, &["TST-W42"])
            .life(A, &["TST-001", "TST-002"])
            .life(B, &["TST-001", "TST-002"])
            .build()
    };
    let mut g = build(Side::You);
    let ev = play!(g, hand_card(&g, A, "TST-X76"));
    assert_eq!(draws(&ev, A), 0, "A's own Life is not the opponent's");
    let mut g = build(Side::Opponent);
    let ev = play!(g, hand_card(&g, A, "TST-X76"));
    assert_eq!(draws(&ev, A), 1, "the opponent's Life");
    assert_eq!(draws(&ev, B), 0, "B still has a Life card");
}

/// "When this Leader or any of your Characters is given a DON!! card, draw 1 card." (このリーダー
/// か自分のキャラにドン‼が付与された時): the main-phase giving (6-5-5) triggers it, once per giving;
/// the opponent's cards wait.
#[test]
fn when_your_leader_or_character_is_given_don() {
    let watcher = character("TST-W43", 1, 1000, vec![auto(When::DonGiven, draw(1))]);
    let mut g = Scenario::new().card(watcher).field(A, &["TST-W43"]).field(B, &["TST-W43"]).don(A, 3, 0).build();
    let ev = ok!(g, A, Action::AttachDon { target: g.leader(A), count: 2 });
    assert_eq!(draws(&ev, A), 1, "one giving, one draw");
    assert_eq!(draws(&ev, B), 0);
    let ev = ok!(g, A, Action::AttachDon { target: char_card(&g, A, "TST-W43"), count: 1 });
    assert_eq!(draws(&ev, A), 1, "given to a Character");
}

/// "When a DON!! card on your field is returned to your DON!! deck by your effect, draw 1 card."
/// (自分の効果によってドン‼デッキに戻された時): a DON!! −N cost of one's own triggers it; the
/// opponent's effect returning one's DON!! does not.
#[test]
fn when_don_is_returned_by_your_effect() {
    let watcher = || character("TST-W44", 1, 1000, vec![auto(When::DonReturnedByYourEffect, draw(1))]);
    let mut g = Scenario::new().card(watcher()).card(activated("TST-X01", vec![Cost::ReturnDon(1)])).field(A, &["TST-W44", "TST-X01"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-X01");
    let hand = g.hand(A).len();
    activate(&mut g, c);
    assert_eq!(g.hand(A).len(), hand + 2, "the ability's draw and the triggered one");
    let e = Effect::ReturnDon { side: Side::Opponent, count: 1 };
    let mut g = Scenario::new().card(watcher()).card(main_event("TST-X75", 0, e)).hand(A, &["TST-X75"]).field(B, &["TST-W44"]).don(B, 1, 0).build();
    let hand = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-X75"));
    assert_eq!(g.don(B).1 + g.don(B).2, 0, "B's DON!! went back");
    assert_eq!(g.hand(B).len(), hand, "not by B's effect");
}

/// "When a Character is removed from the field by your effect, draw 1 card." (キャラが自分の効果で
/// 場を離れた時): a K.O. by one's effect and a return to hand by one's effect trigger it, for
/// either player's Character; the opponent's effect removing a Character does not.
#[test]
fn when_a_character_is_removed_from_the_field_by_your_effect() {
    let watcher = character("TST-W45", 5, 1000, vec![auto(When::CharacterRemovedByYourEffect, draw(1))]);
    let ko = main_event("TST-X77", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(3)), act: Act::Ko });
    let bounce = main_event("TST-X78", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(3)), act: Act::ReturnToHand });
    let build = |number: &str, watcher_seat| {
        Scenario::new().card(watcher.clone()).card(ko.clone()).card(bounce.clone()).hand(A, &[number]).field(watcher_seat, &["TST-W45"]).field(B, &["TST-002"]).build()
    };
    let mut g = build("TST-X77", A);
    let ev = play!(g, hand_card(&g, A, "TST-X77"));
    assert_eq!(draws(&ev, A), 1, "K.O.'d by A's effect");
    let mut g = build("TST-X78", A);
    let ev = play!(g, hand_card(&g, A, "TST-X78"));
    assert_eq!(draws(&ev, A), 1, "returned to hand by A's effect");
    // B's watcher (cost 5, it stays): B's Character left by A's effect, not B's
    let mut g = build("TST-X77", B);
    let ev = play!(g, hand_card(&g, A, "TST-X77"));
    assert_eq!(g.characters(B).len(), 1, "only the watcher is left");
    assert_eq!(draws(&ev, B), 0, "not by B's effect");
    // a Stage is not a Character
    let stage_back = main_event("TST-X79", 0, Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Stage, Filter::any()), act: Act::ReturnToHand });
    let mut g = Scenario::new().card(watcher).card(stage_back).hand(A, &["TST-X79"]).field(A, &["TST-W45"]).stage(B, "TST-017").build();
    let ev = play!(g, hand_card(&g, A, "TST-X79"));
    assert!(g.stage(B).is_none() && g.find(B, Zone::Hand, "TST-017").is_some(), "the Stage returned by A's effect");
    assert_eq!(draws(&ev, A), 0, "not a Character: no draw");
}

/// "\[On Play\]/\[When Attacking\] \[Once Per Turn\] Draw 1 card." is read as two automatic
/// abilities that differ only in their timing, one after the other: one printed ability, so they
/// share one once-per-turn count (10-2-13); two abilities that differ otherwise keep their own.
#[test]
fn two_timings_of_one_ability_share_its_once_per_turn_count() {
    let once = |when, effect| Ability::Auto { when, conditions: vec![], once_per_turn: true, optional: false, cost: vec![], effect };
    let mut runner = character("TST-W46", 1, 1000, vec![once(When::OnPlay, draw(1)), once(When::WhenAttacking, draw(1))]);
    runner.keywords = vec![Keyword::Rush];
    let mut g = Scenario::new().card(runner.clone()).hand(A, &["TST-W46"]).life(B, &["TST-001"]).don(A, 1, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-W46"));
    assert_eq!(draws(&ev, A), 1, "the first timing");
    let c = char_card(&g, A, "TST-W46");
    let ev = attack!(g, c, g.leader(B));
    assert_eq!(draws(&ev, A), 0, "the second timing: used already this turn");
    // already on the field: its attack is the first use this turn
    let mut g = Scenario::new().card(runner).field(A, &["TST-W46"]).life(B, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-W46");
    let ev = attack!(g, c, g.leader(B));
    assert_eq!(draws(&ev, A), 1, "the second timing alone");
    // different effects: two abilities, two counts
    let mut other = character("TST-W47", 1, 1000, vec![once(When::OnPlay, draw(1)), once(When::WhenAttacking, draw(2))]);
    other.keywords = vec![Keyword::Rush];
    let mut g = Scenario::new().card(other).hand(A, &["TST-W47"]).life(B, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-W47"));
    let c = char_card(&g, A, "TST-W47");
    let ev = attack!(g, c, g.leader(B));
    assert_eq!(draws(&ev, A), 2, "its own count");
}

// ------------------------------------------------------------------ selections made in steps

/// "K.O. up to 1 of your opponent's Characters with a cost of 4 or less and up to 1 of your
/// opponent's Characters with a cost of 2 or less." (相手の、コスト4以下のキャラ1枚までとコスト2
/// 以下のキャラ1枚までを、KOする): the player chooses for the first selection, then for the
/// second among the cards not chosen yet; both are K.O.'d together.
#[test]
fn two_selections_in_one_clause_act_on_all_the_chosen_cards() {
    let sel = Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::cost_at_most(4))
        .and(Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::cost_at_most(2)));
    let e = Effect::Targeted { sel, act: Act::Ko };
    let mut g = Scenario::new().card(main_event("TST-W20", 0, e.clone())).hand(A, &["TST-W20"]).field(B, &["TST-001", "TST-002", "TST-004", "TST-005"]).build();
    play!(g, hand_card(&g, A, "TST-W20"));
    assert_eq!(candidates(&g), vec!["TST-001", "TST-002", "TST-004", "TST-005"], "cost 4 or less");
    pick!(g, [char_card(&g, B, "TST-002")]);
    assert_eq!(candidates(&g), vec!["TST-001"], "cost 2 or less, not the card chosen already");
    assert_eq!(g.characters(B).len(), 4, "nothing K.O.'d before both choices");
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(is_main(&g));
    assert_eq!(numbers(&g, &g.characters(B)), vec!["TST-004", "TST-005"]);
    assert_eq!(g.trash(B).len(), 2);
    // no card for the first selection: straight to the second
    let mut g = Scenario::new().card(main_event("TST-W20", 0, e)).hand(A, &["TST-W20"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W20"));
    pick!(g, []);
    assert_eq!(candidates(&g), vec!["TST-001"]);
    pick!(g, []);
    assert!(is_main(&g));
    assert_eq!(g.characters(B).len(), 1, "up to: none chosen, none K.O.'d");
}

/// "Give up to 1 each of your opponent's Leader and Character cards −2000 power during this
/// turn." (相手のリーダーとキャラ1枚ずつまでを、…パワー-2000): the Leader, then a Character.
#[test]
fn one_each_of_the_leader_and_a_character() {
    let sel = Selector::up_to(1, Side::Opponent, Targetable::Leader, Filter::any())
        .and(Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()));
    let e = Effect::Targeted { sel, act: Act::Power(Amount::Fixed(-2000), Duration::ThisTurn) };
    let mut g = Scenario::new().card(main_event("TST-W21", 0, e)).hand(A, &["TST-W21"]).field(B, &["TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-W21"));
    let leader = match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => candidates[0],
        other => panic!("no card choice: {other:?}"),
    };
    pick!(g, [leader]);
    assert_eq!(candidates(&g), vec!["TST-003"]);
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    assert_eq!(g.power(leader), Some(3000));
    assert_eq!(g.power(c), Some(2000));
}

/// "Rest this Character and up to 1 of your opponent's Characters.": no choice for this
/// Character, a choice for the other.
#[test]
fn this_card_and_a_chosen_one() {
    let sel = Selector::this().and(Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()));
    let rest = character("TST-W22", 0, 1000, vec![auto(When::OnPlay, Effect::Targeted { sel, act: Act::Rest })]);
    let mut g = Scenario::new().card(rest).hand(A, &["TST-W22"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-W22"));
    assert_eq!(candidates(&g), vec!["TST-001"], "only the opponent's Character is asked for");
    let c = char_card(&g, B, "TST-001");
    pick!(g, [c]);
    assert_eq!(g.is_rested(c), Some(true));
    assert_eq!(g.is_rested(char_card(&g, A, "TST-W22")), Some(true));
}

/// "K.O. up to 2 of your opponent's Characters with a total power of 6000 or less."
/// (相手のキャラ2枚までを、パワーの合計が6000以下になるようにKOする): one card at a time, each
/// among those that still fit; a pick over the total is refused.
#[test]
fn a_total_power_limit_refuses_a_pick_over_it() {
    let sel = Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::any()).with_total_power_max(Some(6000));
    let e = Effect::Targeted { sel, act: Act::Ko };
    let mut g = Scenario::new().card(main_event("TST-W23", 0, e)).hand(A, &["TST-W23"]).field(B, &["TST-001", "TST-003", "TST-004", "TST-005"]).build();
    play!(g, hand_card(&g, A, "TST-W23"));
    assert_eq!(candidates(&g), vec!["TST-001", "TST-003", "TST-004", "TST-005"]);
    let (c1, c3, c4, c5) = (char_card(&g, B, "TST-001"), char_card(&g, B, "TST-003"), char_card(&g, B, "TST-004"), char_card(&g, B, "TST-005"));
    assert!(!g.legal_actions(A).contains(&Action::Choose(Choice::Cards(vec![c3, c4]))), "two at once is not offered");
    pick!(g, [c3]);
    // 4000 chosen: 2000 left, so only the 2000-power Character fits
    assert_eq!(candidates(&g), vec!["TST-001"]);
    let before = g.clone();
    for over in [c4, c5] {
        let mut h = before.clone();
        assert!(h.apply(A, Action::Choose(Choice::Cards(vec![over]))).is_err(), "5000 more is over the total");
        assert!(!h.legal_actions(A).contains(&Action::Choose(Choice::Cards(vec![over]))));
    }
    pick!(g, [c1]);
    assert!(is_main(&g));
    assert_eq!(numbers(&g, &g.characters(B)), vec!["TST-004", "TST-005"]);
    // a power change counts: the total is of the power when the card is chosen
    let sel = Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::any()).with_total_power_max(Some(4000));
    let e = Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(-3000), Duration::ThisTurn) },
        Effect::Targeted { sel, act: Act::Ko },
    ]);
    let mut g = Scenario::new().card(main_event("TST-W24", 0, e)).hand(A, &["TST-W24"]).field(B, &["TST-001", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-W24"));
    let c4 = char_card(&g, B, "TST-004");
    pick!(g, [c4]);
    assert_eq!(candidates(&g), vec!["TST-001", "TST-004"]);
    pick!(g, [c4]);
    assert_eq!(candidates(&g), vec!["TST-001"], "2000 + 2000 fits 4000");
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(g.characters(B).is_empty());
}

/// "Return up to 1 Character with a cost of 3 or less to the owner's hand or the bottom of their
/// deck." (コスト3以下のキャラ1枚までを、持ち主の手札かデッキの下に戻す): the effect's player
/// (8-4-4) chooses the Character, then whether it goes to the bottom of the deck (picked) or to
/// the hand (not picked).
#[test]
fn the_owners_hand_or_the_bottom_of_their_deck() {
    let e = Effect::Targeted { sel: Selector::up_to(1, Side::Either, Targetable::Character, Filter::cost_at_most(3)), act: Act::ToHandOrDeckBottom };
    for bottom in [true, false] {
        let mut g = Scenario::new().card(main_event("TST-W25", 0, e.clone())).hand(A, &["TST-W25"]).field(B, &["TST-003"]).deck(B, &["TST-001"]).build();
        play!(g, hand_card(&g, A, "TST-W25"));
        let c = char_card(&g, B, "TST-003");
        pick!(g, [c]);
        assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { prompt: Prompt::ToDeckBottom, min: 0, max: 1, .. })), "{:?}", kind(&g));
        assert_eq!(seat_now(&g), A, "the effect's player chooses");
        if bottom { pick!(g, [c]) } else { pick!(g, []) };
        assert!(is_main(&g));
        assert!(g.characters(B).is_empty());
        if bottom {
            assert_eq!(numbers(&g, &g.deck(B)), vec!["TST-003", "TST-001"], "at the bottom");
            assert!(g.hand(B).is_empty());
        } else {
            assert_eq!(numbers(&g, &g.hand(B)), vec!["TST-003"]);
        }
    }
}

/// "… your opponent cannot activate a [Blocker] Character that has 4000 or more power during
/// this battle." (パワー4000以上のキャラの【ブロッカー】を発動できない): only the weaker
/// [Blocker]s may block.
#[test]
fn the_blocker_restriction_by_a_power_floor() {
    let e = Effect::Restrict { side: Side::Opponent, what: PlayerRestriction::ActivateBlockerPowerAtLeast(4000), duration: Duration::ThisBattle };
    let mut g = Scenario::new()
        .card(character("TST-W26", 1, 5000, vec![auto(When::WhenAttacking, e)]))
        .field(A, &["TST-W26"])
        .field(B, &["TST-002", "TST-020"])
        .life(B, &["TST-001"])
        .build();
    let a = char_card(&g, A, "TST-W26");
    attack!(g, a, g.leader(B));
    let (low, high) = (char_card(&g, B, "TST-002"), char_card(&g, B, "TST-020"));
    assert!(g.legal_actions(B).contains(&Action::Block { blocker: Some(low) }), "3000 power may block");
    assert!(!g.legal_actions(B).contains(&Action::Block { blocker: Some(high) }), "4000 power may not");
}

/// "K.O. up to 1 of your opponent's [Blocker] Characters" (【ブロッカー】を持つキャラ): a keyword
/// of the card as it is now, a granted one too.
#[test]
fn a_keyword_filter_sees_granted_keywords() {
    let ko = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { keyword: Some(Keyword::Blocker), ..Filter::any() }), act: Act::Ko };
    let mut g = Scenario::new().card(main_event("TST-W27", 0, ko.clone())).hand(A, &["TST-W27"]).field(B, &["TST-001", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-W27"));
    assert_eq!(candidates(&g), vec!["TST-002"], "the printed [Blocker] only");
    let grant = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::cost_at_most(1)), act: Act::Grant(Keyword::Blocker, Duration::ThisTurn) };
    let mut g = Scenario::new().card(main_event("TST-W28", 0, Effect::Seq(vec![grant, ko]))).hand(A, &["TST-W28"]).field(B, &["TST-001", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-W28"));
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert_eq!(candidates(&g), vec!["TST-001", "TST-002"], "a granted [Blocker] counts");
}

/// "Choose 2 cards from your opponent's hand; your opponent reveals those cards." (相手の手札2枚
/// を選び、公開する): hidden from the chooser, so taken at random; shown to both players, they
/// stay in the hand and are "the revealed card" next.
#[test]
fn cards_revealed_from_the_opponents_hand() {
    let e = Effect::Look { side: Side::Opponent, from: Pile::Hand, count: Some(2), reveal: true };
    let mut g = Scenario::new().card(main_event("TST-W29", 0, e)).hand(A, &["TST-W29"]).hand(B, &["TST-001", "TST-002", "TST-003"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-W29"));
    assert!(is_main(&g), "nothing asked");
    let shown: Vec<CardId> = ev.iter().filter_map(|e| match e { Event::Revealed { seat, card } if *seat == B => Some(card.id), _ => None }).collect();
    assert_eq!(shown.len(), 2);
    let hand = g.hand(B);
    assert_eq!(hand.len(), 3, "the cards stay in the hand");
    assert!(shown.iter().all(|c| hand.contains(c)));
    assert_ne!(shown[0], shown[1]);
}

// ------------------------------------------------------- comparisons and the card's own state

/// "If the number of cards in your hand is at least 3 less than the number in your opponent's
/// hand" (自分の手札が相手の手札より3枚以上少ない場合): `yours + 3 <= theirs`.
#[test]
fn fewer_cards_in_hand_by_at_least_n() {
    let cond = Condition::Compare(Counted::YourHand, Cmp::FewerBy(3), Counted::OpponentHand);
    // the event played is no longer in the hand (2-7-3)
    assert_eq!(draws_if(Scenario::new().hand(B, &["TST-001", "TST-001", "TST-001"]), cond.clone()), 1, "0 and 3");
    assert_eq!(draws_if(Scenario::new().hand(A, &["TST-001"]).hand(B, &["TST-001", "TST-001", "TST-001"]), cond.clone()), 0, "1 and 3: 2 less only");
    assert_eq!(draws_if(Scenario::new().hand(A, &["TST-001"]).hand(B, &["TST-001"; 5]), cond), 1, "1 and 5");
}

/// "If the number of your Characters is at least 2 less than the number of your opponent's
/// Characters", and the DON!! of the two fields.
#[test]
fn fewer_characters_and_don_by_at_least_n() {
    let chars = Condition::Compare(Counted::YourCharacters(Filter::any()), Cmp::FewerBy(2), Counted::OpponentCharacters(Filter::any()));
    assert_eq!(draws_if(Scenario::new().field(A, &["TST-001"]).field(B, &["TST-001", "TST-001", "TST-001"]), chars.clone()), 1);
    assert_eq!(draws_if(Scenario::new().field(A, &["TST-001", "TST-001"]).field(B, &["TST-001", "TST-001", "TST-001"]), chars), 0);
    let don = Condition::Compare(Counted::YourDonOnField, Cmp::FewerBy(2), Counted::OpponentDonOnField);
    assert_eq!(draws_if(Scenario::new().don(A, 2, 0).don(B, 4, 0), don.clone()), 1, "2 and 4");
    assert_eq!(draws_if(Scenario::new().don(A, 3, 0).don(B, 4, 0), don), 0, "3 and 4");
}

/// "If the number of your Life cards is equal to or less than the number of your opponent's
/// Life cards": equal is enough.
#[test]
fn life_cards_equal_to_or_less_than_the_opponents() {
    let cond = Condition::Compare(Counted::YourLife, Cmp::AtMost, Counted::OpponentLife);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001"; 2]).life(B, &["TST-001"; 2]), cond.clone()), 1);
    assert_eq!(draws_if(Scenario::new().life(A, &["TST-001"; 3]).life(B, &["TST-001"; 2]), cond), 0);
}

/// "[Activate: Main] If this Character is active, draw 1 card." / "… is rested …": the state of
/// the source when the effect resolves.
#[test]
fn this_character_is_active_or_rested() {
    let card = |number: &str, cond: Condition| {
        let effect = Effect::If(cond, Box::new(draw(1)));
        character(number, 0, 1000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![], effect }])
    };
    for (cond, active_draws, rested_draws) in [(Condition::ThisActive, 1, 0), (Condition::ThisRested, 0, 1)] {
        let mut g = Scenario::new().card(card("TST-X30", cond.clone())).field(A, &["TST-X30"]).build();
        let c = char_card(&g, A, "TST-X30");
        assert_eq!(draws(&activate(&mut g, c), A), active_draws, "{cond:?} active");
        let mut g = Scenario::new().card(card("TST-X30", cond.clone())).field_rested(A, &["TST-X30"]).build();
        let c = char_card(&g, A, "TST-X30");
        assert_eq!(draws(&activate(&mut g, c), A), rested_draws, "{cond:?} rested");
    }
}

/// "If the only Characters on your field are {Test Crew} type Characters": every one has the
/// type, and there is one — an empty field does not meet it (see `Condition::OnlyCharacters`).
#[test]
fn the_only_characters_on_your_field_are_of_a_type() {
    let cond = Condition::OnlyCharacters(Filter { traits: vec![opcg_engine::testkit::CREW.into()], ..Filter::any() });
    assert_eq!(draws_if(Scenario::new().field(A, &["TST-001", "TST-002"]), cond.clone()), 1, "all of them");
    assert_eq!(draws_if(Scenario::new().field(A, &["TST-001", "TST-090"]), cond.clone()), 0, "TST-090 has no type");
    assert_eq!(draws_if(Scenario::new(), cond.clone()), 0, "no Character");
    assert_eq!(draws_if(Scenario::new().field(A, &["TST-001"]).field(B, &["TST-090"]), cond), 1, "the opponent's do not count");
}

/// "Give your opponent's Leader and all of their Characters −1000 power during this turn"
/// (相手のリーダーとキャラすべて): an all-selector of Leader or Character cards reaches the Leader
/// and every Character of that side, no choice asked; the other side is untouched.
#[test]
fn the_leader_and_all_characters_of_a_side() {
    let e = Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::LeaderOrCharacter, Filter::any()), act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) };
    let mut g = Scenario::new().card(main_event("TST-X86", 0, e)).hand(A, &["TST-X86"]).field(B, &["TST-001", "TST-004"]).field(A, &["TST-002"]).build();
    let powers = |g: &Game| (g.power(g.leader(B)), g.power(char_card(g, B, "TST-001")), g.power(char_card(g, B, "TST-004")), g.power(g.leader(A)), g.power(char_card(g, A, "TST-002")));
    let (lb, c1, c4, la, own) = powers(&g);
    play!(g, hand_card(&g, A, "TST-X86"));
    assert!(is_main(&g), "no choice asked: {:?}", kind(&g));
    let less = |p: Option<i32>| p.map(|p| p - 1000);
    assert_eq!(powers(&g), (less(lb), less(c1), less(c4), la, own));
}

/// "If this Character is active, all of your Characters with a cost of 2 or more other than this
/// Character gain [Rush]." (permanent, このキャラがアクティブの場合): each other matching Character
/// has the keyword while the source is active, none while it is rested.
#[test]
fn your_characters_a_filter_names_gain_a_keyword_while_this_is_active() {
    let f = Filter { not_this: true, cost_min: Some(2), ..Filter::any() };
    let giver = character(
        "TST-X31",
        3,
        3000,
        vec![Ability::Permanent { conditions: vec![Condition::ThisActive], effect: Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Grant(Keyword::Rush) } }],
    );
    let g = Scenario::new().card(giver.clone()).field(A, &["TST-X31", "TST-002", "TST-001"]).build();
    let (this, cheap, costly) = (char_card(&g, A, "TST-X31"), char_card(&g, A, "TST-001"), char_card(&g, A, "TST-002"));
    let costs = (g.def_of(cheap).map(|d| d.cost), g.def_of(costly).map(|d| d.cost));
    assert!(costs.0 < Some(2) && costs.1 >= Some(2), "the test cards' costs: {costs:?}");
    assert!(g.has_keyword(costly, Keyword::Rush), "cost 2 or more");
    assert!(!g.has_keyword(cheap, Keyword::Rush), "cost below 2");
    assert!(!g.has_keyword(this, Keyword::Rush), "other than this Character");
    let g = Scenario::new().card(giver).field_rested(A, &["TST-X31"]).field(A, &["TST-002"]).build();
    assert!(!g.has_keyword(char_card(&g, A, "TST-002"), Keyword::Rush), "the source is rested");
}

/// "K.O. up to 1 of your opponent's Characters with no base effect" (元々の効果のないキャラ): a
/// Character printed with an ability is not a candidate, a vanilla one is.
#[test]
fn a_field_character_with_no_base_effect() {
    let vanilla = character("TST-X32", 1, 1000, vec![]);
    let with_text = character("TST-X33", 1, 1000, vec![auto(When::OnPlay, draw(1))]);
    let f = Filter { no_text: Some(true), ..Filter::any() };
    let e = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, f), act: Act::Ko };
    let mut g = Scenario::new().card(vanilla).card(with_text).card(main_event("TST-X34", 0, e)).hand(A, &["TST-X34"]).field(B, &["TST-X32", "TST-X33"]).build();
    play!(g, hand_card(&g, A, "TST-X34"));
    assert_eq!(candidates(&g), vec!["TST-X32"]);
}

// ------------------------------------------------------------ Leaders and starter decks (s8)

/// "If you have 2 or more Characters with a base cost of 5 or more, this Character gains
/// [Blocker] and +1 cost." (自分の元々のコスト5以上のキャラが2枚以上いる場合、このキャラは【ブロッカー】
/// を得て、コスト+1。): two permanent effects under one condition, both on while it holds and
/// both off when it does not (8-1-3-3).
#[test]
fn a_keyword_and_a_cost_under_one_condition() {
    let cond = Condition::AtLeast(Counted::YourCharacters(Filter { base_cost_min: Some(5), ..Filter::any() }), 2);
    let perm = |modifier| Ability::Permanent { conditions: vec![cond.clone()], effect: Continuous { target: StaticTarget::This, modifier } };
    let guard = character("TST-S801", 2, 3000, vec![perm(Modifier::Grant(Keyword::Blocker)), perm(Modifier::Cost(1))]);
    let big = character("TST-S802", 5, 6000, vec![]);
    let g = Scenario::new().card(guard.clone()).card(big.clone()).field(A, &["TST-S801", "TST-S802"]).build();
    let c = char_card(&g, A, "TST-S801");
    assert!(!g.has_keyword(c, Keyword::Blocker) && g.cost(c) == Some(2), "one Character of base cost 5: neither");
    let g = Scenario::new().card(guard).card(big).field(A, &["TST-S801", "TST-S802", "TST-S802"]).build();
    let c = char_card(&g, A, "TST-S801");
    assert!(g.has_keyword(c, Keyword::Blocker), "two of them: [Blocker]");
    assert_eq!(g.cost(c), Some(3), "and +1 cost");
}

/// "The next time you play a {Test Crew} type Character card with a cost of 3 or more from your
/// hand during this turn, the cost will be reduced by 1." (このターン中、次に自分が手札から登場させ
/// るコスト3以上の…キャラカードの支払うコストは1少なくなる): a card that does not match (cost 2)
/// pays in full and leaves the reduction waiting; the next matching play pays 1 less and uses it
/// up, so a second one pays in full; the card's cost itself is unchanged (6-5-3: the cost paid).
#[test]
fn the_next_matching_play_costs_less_once() {
    let filter = Filter { kind: Some(CardKind::Character), cost_min: Some(3), ..Filter::with_trait("Test Crew") };
    let ev = main_event("TST-S803", 0, Effect::NextPlayCost { filter, by: 1 });
    let (three, two) = (character("TST-S804", 3, 5000, vec![]), character("TST-S805", 2, 3000, vec![]));
    let mut g = Scenario::new().card(ev).card(three).card(two).hand(A, &["TST-S803", "TST-S804", "TST-S804", "TST-S805"]).don(A, 7, 0).build();
    play!(g, hand_card(&g, A, "TST-S803"));
    play!(g, hand_card(&g, A, "TST-S805"));
    assert_eq!(g.don(A).1, 5, "cost 2 does not match: paid in full");
    let first = hand_card(&g, A, "TST-S804");
    assert_eq!(g.cost(first), Some(3), "the card's cost is unchanged");
    play!(g, first);
    assert_eq!(g.don(A).1, 3, "3 − 1 paid");
    play!(g, hand_card(&g, A, "TST-S804"));
    assert_eq!(g.don(A).1, 0, "used up: the second pays 3");
}

/// A reduction makes a card playable that was not (legal actions and refusals agree), and it lasts
/// this turn only.
#[test]
fn a_play_cost_reduction_lets_a_dearer_card_be_played_this_turn_only() {
    let ev = main_event("TST-S806", 0, Effect::NextPlayCost { filter: Filter::with_trait("Test Crew"), by: 3 });
    let mut g = Scenario::new().card(ev).card(character("TST-S807", 5, 6000, vec![])).hand(A, &["TST-S806", "TST-S807"]).don(A, 2, 0).build();
    let card = hand_card(&g, A, "TST-S807");
    let playable = |g: &Game| g.legal_actions(A).contains(&Action::PlayCard { card, replace: None });
    assert!(!playable(&g));
    play!(g, hand_card(&g, A, "TST-S806"));
    assert!(playable(&g), "5 − 3 with 2 active DON!!");
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    let active = g.don(A).1;
    assert!((2..5).contains(&active), "the test needs 2 to 4 active DON!!: {active}");
    assert!(!playable(&g), "the reduction ended with the turn");
}

/// An Event a reduction brings within reach is offered too, and costs the reduced amount.
#[test]
fn a_play_cost_reduction_applies_to_an_event() {
    let cut = main_event("TST-S808", 0, Effect::NextPlayCost { filter: Filter { kind: Some(CardKind::Event), ..Filter::any() }, by: 1 });
    let mut g = Scenario::new().card(cut).card(main_event("TST-S809", 3, draw(1))).hand(A, &["TST-S808", "TST-S809"]).deck(A, &["TST-001"]).don(A, 2, 0).build();
    let dear = hand_card(&g, A, "TST-S809");
    assert!(!g.legal_actions(A).contains(&Action::PlayCard { card: dear, replace: None }));
    play!(g, hand_card(&g, A, "TST-S808"));
    let ev = play!(g, dear);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.don(A).1, 0, "3 − 1 paid with 2 active DON!!");
}

/// 8-1-3-4: "If your [Name] would be K.O.'d, you may add 1 card from the top of your Life cards
/// to your hand instead." (自分の「名」がKOされる場合、代わりに…): any of its owner's Characters of
/// that name is protected; a Character of another name is not.
#[test]
fn a_replacement_protects_the_owners_characters_of_a_name() {
    let named = Filter { name: Some(NameMatch::Exact("TST-S811".into())), ..Filter::any() };
    let guard = character("TST-S810", 3, 4000, vec![Ability::Replacement {
        event: Replaceable::WouldBeKoed { target: StaticTarget::YourCharacters(named), cause: None },
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        instead: Effect::MoveTop { side: Side::You, from: Pile::Life, count: 1, up_to: false, to: Dest::Hand },
    }]);
    let ko = main_event("TST-S813", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let build = || {
        Scenario::new()
            .card(guard.clone())
            .card(character("TST-S811", 2, 3000, vec![]))
            .card(character("TST-S812", 2, 3000, vec![]))
            .card(ko.clone())
            .hand(A, &["TST-S813"])
            .field(B, &["TST-S810", "TST-S811", "TST-S812"])
            .life(B, &["TST-001", "TST-002"])
            .build()
    };
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-S813"));
    pick!(g, [char_card(&g, B, "TST-S811")]);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-S811").is_some(), "replaced: it stays");
    assert_eq!(g.life(B).len(), 1, "a Life card to the hand instead");
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-S813"));
    pick!(g, [char_card(&g, B, "TST-S812")]);
    assert!(g.find(B, Zone::Trash, "TST-S812").is_some(), "another name: K.O.'d, nothing asked");
    assert_eq!(g.life(B).len(), 2);
}

/// "If you have a total of 4 or less cards in your Life area and hand" (自分のライフと手札の合計
/// 枚数が4枚以下の場合): both piles counted together (the played event has left the hand).
#[test]
fn life_and_hand_counted_together() {
    let cond = Condition::AtMost(Counted::YourLifeAndHand, 4);
    let s = || Scenario::new().deck(A, &["TST-001"]);
    assert_eq!(draws_if(s().life(A, &["TST-002", "TST-003"]).hand(A, &["TST-004", "TST-005"]), cond.clone()), 1, "2 + 2");
    assert_eq!(draws_if(s().life(A, &["TST-002", "TST-003", "TST-006"]).hand(A, &["TST-004", "TST-005"]), cond.clone()), 0, "3 + 2");
    assert_eq!(draws_if(s().life(A, &["TST-002", "TST-003", "TST-006", "TST-002", "TST-003"]), cond), 0, "5 + 0: added, not multiplied");
}

/// "Give up to 1 rested DON!! card to each of your {Test Crew} type Characters." (自分の特徴《…》
/// を持つキャラすべてにレストのドン‼1枚ずつまでを、付与する): every matching Character gets one, no
/// choice; with too few rested DON!! the player picks which get them.
#[test]
fn rested_don_to_each_of_your_matching_characters() {
    let give = Effect::GiveRestedDon { count: 1, to: Selector::all(Side::You, Targetable::Character, Filter::with_trait("Test Crew")) };
    let mut other = character("TST-S815", 1, 1000, vec![]);
    other.traits = vec!["Other Crew".into()];
    let build = |rested: u8| {
        Scenario::new()
            .card(main_event("TST-S814", 0, give.clone()))
            .card(character("TST-S816", 1, 1000, vec![]))
            .card(other.clone())
            .hand(A, &["TST-S814"])
            .field(A, &["TST-S816", "TST-S816", "TST-S815"])
            .don(A, 0, rested)
            .build()
    };
    let mut g = build(3);
    play!(g, hand_card(&g, A, "TST-S814"));
    assert!(is_main(&g), "nothing asked");
    let given: Vec<u8> = g.characters(A).iter().map(|&c| g.attached_don(c).unwrap_or(0)).collect();
    let crew: Vec<u8> = g.characters(A).iter().filter(|&&c| g.number_of(c) == Some("TST-S816")).map(|&c| g.attached_don(c).unwrap_or(0)).collect();
    assert_eq!(crew, vec![1, 1], "each {{Test Crew}} Character: {given:?}");
    assert_eq!(given.iter().map(|&n| u32::from(n)).sum::<u32>(), 2, "not the other one");
    let mut g = build(1);
    play!(g, hand_card(&g, A, "TST-S814"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { max: 1, .. })), "one rested DON!! for two: the player picks");
    let first = g.characters(A).into_iter().find(|&c| g.number_of(c) == Some("TST-S816")).expect("a crew Character");
    pick!(g, [first]);
    assert_eq!(g.attached_don(first), Some(1));
}

// ------------------------------------------------------------- face-up Life, Life arrangement

/// A test Character card of cost 5 ("Character card with a cost of 5").
fn cost_five() -> Filter {
    Filter { kind: Some(CardKind::Character), cost_min: Some(5), cost_max: Some(5), ..Filter::any() }
}

/// The faces of `seat`'s Life cards, bottom first.
fn life_faces(g: &Game, seat: Seat) -> Vec<bool> {
    g.life(seat).iter().map(|&c| g.life_face_up(c) == Some(true)).collect()
}

/// "Look at all of your Life cards and place them back in your Life area in any order" (自分の
/// ライフすべてを見て、好きな順番で置く): the player sees them all (11-3-1), then places them one
/// on top of the other, the first placed at the bottom; each keeps its face, none leaves the
/// Life (no new id).
#[test]
fn life_cards_placed_back_in_any_order() {
    let e = Effect::OrderLife { side: Side::You, to_deck: 0 };
    let mut g = Scenario::new().card(main_event("TST-V01", 0, e)).hand(A, &["TST-V01"]).life(A, &["TST-001", "TST-003"]).life_face_up(A, &["TST-002"]).build();
    let before = g.life(A);
    let ev = play!(g, hand_card(&g, A, "TST-V01"));
    let seen = ev.iter().find_map(|e| match e { Event::Looked { seat: A, cards } => Some(cards.len()), _ => None });
    assert_eq!(seen, Some(3), "all the Life cards are seen by their owner");
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { prompt: Prompt::NextToPlace, min: 1, max: 1, .. })));
    assert_eq!(candidates(&g).len(), 3);
    let (c1, c3) = (before[0], before[1]);
    pick!(g, [c3]);
    pick!(g, [c1]);
    assert!(is_main(&g), "the last card needs no question");
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-003", "TST-001", "TST-002"], "bottom first, in the order placed");
    assert_eq!(life_faces(&g, A), vec![false, false, true], "each keeps its face");
    let mut ids = g.life(A);
    ids.sort_unstable();
    let mut old = before;
    old.sort_unstable();
    assert_eq!(ids, old, "the same cards in the same area: no new id");
}

/// "Look at all your Life cards; place 1 card at the top of your deck and place the rest back
/// in your Life area in any order" (…1枚を自分のデッキの上に置き、ライフを好きな順番で置く).
#[test]
fn one_life_card_to_the_deck_top_and_the_rest_in_any_order() {
    let e = Effect::OrderLife { side: Side::You, to_deck: 1 };
    let mut g = Scenario::new()
        .card(main_event("TST-V02", 0, e))
        .hand(A, &["TST-V02"])
        .deck(A, &["TST-004"])
        .life(A, &["TST-001", "TST-002", "TST-003"])
        .build();
    let life = g.life(A);
    play!(g, hand_card(&g, A, "TST-V02"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 1, max: 1, .. })));
    pick!(g, [life[1]]);
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-004", "TST-002"], "on top of the deck");
    pick!(g, [life[2]]);
    assert!(is_main(&g));
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-003", "TST-001"]);
    // with no Life card, nothing happens
    let mut g = Scenario::new().card(main_event("TST-V02", 0, Effect::OrderLife { side: Side::You, to_deck: 1 })).hand(A, &["TST-V02"]).deck(A, &["TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-V02"));
    assert!(is_main(&g));
    assert_eq!(g.deck(A).len(), 1);
}

/// "Trash all your face-up Life cards" (自分のライフの表向きのカードすべてをトラッシュに置く): every
/// face-up one wherever it is, no question; the face-down ones stay.
#[test]
fn all_face_up_life_cards_trashed() {
    let e = Effect::MoveChosen { side: Side::You, from: Pile::FaceUpLife, by: Side::You, count: Effect::ALL, up_to: false, filter: Filter::any(), to: Dest::Trash };
    let mut g = Scenario::new()
        .card(main_event("TST-V03", 0, e))
        .hand(A, &["TST-V03"])
        .life(A, &["TST-001"])
        .life_face_up(A, &["TST-002"])
        .life(A, &["TST-003"])
        .life_face_up(A, &["TST-004"])
        .build();
    play!(g, hand_card(&g, A, "TST-V03"));
    assert!(is_main(&g), "no question");
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-001", "TST-003"]);
    let trash = numbers_in(&g, g.trash(A));
    assert!(trash.contains(&"TST-002".to_string()) && trash.contains(&"TST-004".to_string()));
}

/// "Look at 5 cards from the top of your deck and add up to 1 Character card with a cost of 5 to
/// the top of your Life cards face-up. Then, place the rest at the bottom of your deck in any
/// order.": the card is public in Life (3-10-2-1) — both seats' views show it, while the
/// face-down Life cards stay hidden from both.
#[test]
fn a_searched_card_added_to_life_face_up_is_seen_by_both_seats() {
    let mut five = testkit::cards().into_iter().find(|d| d.number == "TST-001").expect("test card");
    five.number = "TST-V05".into();
    five.cost = 5;
    let e = Effect::Search { look: 3, filter: cost_five(), up_to: 1, pick_to: PickTo::Life { face_up: true }, rest: RestTo::BottomAnyOrder, reveal: false };
    let mut g = Scenario::new()
        .card(five)
        .card(main_event("TST-V04", 0, e))
        .hand(A, &["TST-V04"])
        .deck(A, &["TST-001", "TST-V05", "TST-002"])
        .life(A, &["TST-003"])
        .build();
    play!(g, hand_card(&g, A, "TST-V04"));
    assert_eq!(candidates(&g), vec!["TST-V05"], "the cost-5 Character only");
    let c = match kind(&g) { Some(DecisionKind::ChooseCards { candidates, .. }) => candidates[0], _ => unreachable!() };
    pick!(g, [c]);
    while matches!(kind(&g), Some(DecisionKind::ChooseCards { prompt: Prompt::NextToPlace, .. })) {
        let first = match kind(&g) { Some(DecisionKind::ChooseCards { candidates, .. }) => candidates[0], _ => unreachable!() };
        pick!(g, [first]);
    }
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-003", "TST-V05"]);
    assert_eq!(life_faces(&g, A), vec![false, true]);
    assert_eq!(g.deck(A).len(), 2, "the rest at the bottom");
    for viewer in [A, B] {
        let life = &g.view(viewer).sides[A].life;
        assert!(matches!(life[1], game_core::Hidden::Known(ref v) if v.number == "TST-V05"), "{viewer:?} sees the face-up card");
        assert!(matches!(life[0], game_core::Hidden::Unknown), "{viewer:?} does not see the face-down one");
    }
}

/// "Add up to 2 Character cards with a cost of 5 from your hand or trash to the top of your Life
/// cards face-up" (自分の手札かトラッシュの…2枚までを、自分のライフの上に表向きで加える): the cards
/// of both, picked together.
#[test]
fn cards_from_hand_or_trash_added_to_life_face_up() {
    let mut five = testkit::cards().into_iter().find(|d| d.number == "TST-001").expect("test card");
    five.number = "TST-V05".into();
    five.cost = 5;
    let e = Effect::MoveChosen { side: Side::You, from: Pile::HandOrTrash, by: Side::You, count: 2, up_to: true, filter: cost_five(), to: Dest::Life { face_up: true } };
    let mut g = Scenario::new()
        .card(five)
        .card(main_event("TST-V06", 0, e))
        .hand(A, &["TST-V06", "TST-V05", "TST-002"])
        .trash(A, &["TST-V05", "TST-003"])
        .build();
    play!(g, hand_card(&g, A, "TST-V06"));
    assert_eq!(candidates(&g), vec!["TST-V05", "TST-V05"], "one in the hand, one in the trash");
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 2, .. })));
    let both = match kind(&g) { Some(DecisionKind::ChooseCards { candidates, .. }) => candidates, _ => unreachable!() };
    pick!(g, both);
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-V05", "TST-V05"]);
    assert_eq!(life_faces(&g, A), vec![true, true]);
    assert_eq!(numbers_in(&g, g.hand(A)), vec!["TST-002"]);
}

/// "You may add 1 of your Characters with a cost of 3 or more to the top of your Life cards
/// face-up:" (自分のコスト3以上のキャラ1枚を自分のライフの上に表向きで加えることができる：) a cost:
/// the player picks the Character; it leaves the field for the top of the Life, face up.
#[test]
fn the_character_to_life_face_up_cost() {
    let cost = vec![Cost::FieldTo { count: 1, side: Side::You, filter: Filter { cost_min: Some(3), ..Filter::any() }, to: Dest::Life { face_up: true } }];
    let mut g = Scenario::new().card(activated("TST-V07", cost.clone())).field(A, &["TST-V07", "TST-001", "TST-003"]).life(A, &["TST-002"]).build();
    let c = char_card(&g, A, "TST-V07");
    activate(&mut g, c);
    assert_eq!(candidates(&g), vec!["TST-003"], "cost 3 or more");
    let ev = pick!(g, [char_card(&g, A, "TST-003")]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-002", "TST-003"]);
    assert_eq!(life_faces(&g, A), vec![false, true]);
    let g = Scenario::new().card(activated("TST-V07", cost)).field(A, &["TST-V07", "TST-001"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-V07")), "no Character with a cost of 3 or more");
}

/// "You may turn 1 of your face-up Life cards face-down:" (自分の表向きのライフ1枚を裏向きにできる：)
/// the player picks one of the face-up ones, wherever it is; with none it cannot be paid.
#[test]
fn the_face_up_life_to_face_down_cost() {
    let cost = vec![Cost::FaceUpLifeFaceDown(1)];
    let mut g = Scenario::new()
        .card(activated("TST-V08", cost.clone()))
        .field(A, &["TST-V08"])
        .life_face_up(A, &["TST-001"])
        .life(A, &["TST-002"])
        .life_face_up(A, &["TST-003"])
        .build();
    let c = char_card(&g, A, "TST-V08");
    activate(&mut g, c);
    let mut cands = candidates(&g);
    cands.sort();
    assert_eq!(cands, vec!["TST-001", "TST-003"], "the face-up ones");
    let ev = pick!(g, [g.life(A)[0]]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(life_faces(&g, A), vec![false, false, true]);
    let g = Scenario::new().card(activated("TST-V08", cost)).field(A, &["TST-V08"]).life(A, &["TST-001"]).build();
    assert!(!can_activate(&g, char_card(&g, A, "TST-V08")), "no face-up Life card");
}

/// "Reveal up to 1 Character card with a cost of 5 from your hand and add it to the top of your
/// Life cards face-down" (自分の手札の…1枚までを公開し、ライフの上に裏向きで加える): the card is
/// shown to both players, then goes face down into the Life, hidden again from the opponent.
#[test]
fn a_card_revealed_from_the_hand_and_added_to_life_face_down() {
    let mut five = testkit::cards().into_iter().find(|d| d.number == "TST-001").expect("test card");
    five.number = "TST-V05".into();
    five.cost = 5;
    let e = Effect::MoveChosen { side: Side::You, from: Pile::HandShown, by: Side::You, count: 1, up_to: true, filter: cost_five(), to: Dest::Life { face_up: false } };
    let mut g = Scenario::new().card(five).card(main_event("TST-V09", 0, e)).hand(A, &["TST-V09", "TST-V05", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-V09"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { prompt: Prompt::ToReveal, min: 0, max: 1, .. })));
    assert_eq!(candidates(&g), vec!["TST-V05"]);
    let c = hand_card(&g, A, "TST-V05");
    let ev = pick!(g, [c]);
    assert!(ev.iter().any(|e| matches!(e, Event::Revealed { seat: A, card } if card.id == c)), "shown to both players");
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-V05"]);
    assert_eq!(life_faces(&g, A), vec![false]);
    assert!(matches!(g.view(B).sides[A].life[0], game_core::Hidden::Unknown), "face down: hidden from the opponent");
}

/// 8-1-3-3-3 「ルール上」: "Your face-up Life cards are placed at the bottom of your deck instead
/// of being added to your hand, according to the rules." (自分の表向きのライフは手札に加わる代わり
/// にデッキの下に置かれる) — by the damage (7-1-4-1-1-2) and by an effect alike; a face-down Life
/// card still goes to the hand, and another Leader changes nothing.
#[test]
fn r8_1_3_3_3_face_up_life_cards_go_under_the_deck_instead_of_to_the_hand() {
    let mut rule = testkit::cards().into_iter().find(|d| d.number == "TST-L01").expect("test leader");
    rule.number = "TST-VL1".into();
    rule.abilities.push(Ability::AlsoHas(Extra::FaceUpLifeToDeckBottom));
    let damage = main_event("TST-V10", 0, Effect::DealDamage { side: Side::You, count: 2 });
    let to_hand = main_event("TST-V11", 0, Effect::MoveTop { side: Side::You, from: Pile::Life, count: 1, up_to: false, to: Dest::Hand });
    let build = |leader: &str, event: &str| {
        Scenario::new()
            .card(rule.clone())
            .card(damage.clone())
            .card(to_hand.clone())
            .leader(A, leader)
            .hand(A, &[event])
            .deck(A, &["TST-004"])
            .life(A, &["TST-001", "TST-002"])
            .life_face_up(A, &["TST-003"])
            .build()
    };
    // the damage: the face-up card under the deck, the face-down one to the hand
    let mut g = build("TST-VL1", "TST-V10");
    play!(g, hand_card(&g, A, "TST-V10"));
    while let Some(DecisionKind::Trigger { .. }) = kind(&g) {
        no(&mut g);
    }
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-003", "TST-004"], "under the deck");
    assert_eq!(numbers_in(&g, g.hand(A)), vec!["TST-002"], "a face-down Life card still goes to the hand");
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-001"]);
    // an effect
    let mut g = build("TST-VL1", "TST-V11");
    play!(g, hand_card(&g, A, "TST-V11"));
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-003", "TST-004"]);
    assert!(g.hand(A).is_empty());
    // another Leader
    let mut g = build("TST-L01", "TST-V11");
    play!(g, hand_card(&g, A, "TST-V11"));
    assert_eq!(numbers_in(&g, g.hand(A)), vec!["TST-003"]);
}

/// "Trash cards from the top of your Life cards until you have 1 Life card" (自分のライフが1枚に
/// なるようにライフの上からトラッシュに置く): the top ones over 1; with 1 or none, nothing.
#[test]
fn life_cards_trashed_from_the_top_down_to_a_number() {
    let e = Effect::MoveTop { side: Side::You, from: Pile::LifeDownTo, count: 1, up_to: false, to: Dest::Trash };
    let mut g = Scenario::new().card(main_event("TST-V12", 0, e.clone())).hand(A, &["TST-V12"]).life(A, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-V12"));
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-001"], "the bottom one stays");
    let trash = numbers_in(&g, g.trash(A));
    assert!(trash.contains(&"TST-002".to_string()) && trash.contains(&"TST-003".to_string()));
    let mut g = Scenario::new().card(main_event("TST-V12", 0, e)).hand(A, &["TST-V12"]).life(A, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-V12"));
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-001"]);
}

/// "Look at all of your opponent's Life cards and place them back in their Life area in any
/// order" (相手のライフすべてを見て、好きな順番で置く): seen by the effect's player only (11-3-1),
/// who orders them.
#[test]
fn the_opponents_life_cards_placed_back_in_any_order() {
    let e = Effect::OrderLife { side: Side::Opponent, to_deck: 0 };
    let mut g = Scenario::new().card(main_event("TST-V13", 0, e)).hand(A, &["TST-V13"]).life(B, &["TST-001", "TST-002"]).build();
    let life = g.life(B);
    let ev = play!(g, hand_card(&g, A, "TST-V13"));
    assert!(ev.iter().any(|e| matches!(e, Event::Looked { seat: A, cards } if cards.len() == 2)), "the effect's player sees them");
    assert_eq!(seat_now(&g), A, "the effect's player orders them");
    pick!(g, [life[1]]);
    assert!(is_main(&g));
    assert_eq!(numbers_in(&g, g.life(B)), vec!["TST-002", "TST-001"]);
}

/// "Add up to 1 card from the top of your opponent's Life cards to the owner's hand" (相手のライフ
/// の上から1枚までを、持ち主の手札に加える): a yes/no, then the opponent's top Life card to their
/// hand.
#[test]
fn the_opponents_top_life_card_to_their_hand() {
    let e = Effect::MoveTop { side: Side::Opponent, from: Pile::Life, count: 1, up_to: true, to: Dest::Hand };
    let mut g = Scenario::new().card(main_event("TST-V14", 0, e)).hand(A, &["TST-V14"]).life(B, &["TST-001", "TST-002"]).build();
    let before = g.hand(B).len();
    play!(g, hand_card(&g, A, "TST-V14"));
    yes(&mut g);
    assert_eq!(numbers_in(&g, g.life(B)), vec!["TST-001"]);
    assert_eq!(g.hand(B).len(), before + 1, "the owner's hand");
}

/// "Add up to 1 Character with a cost of 9 or less to the top or bottom of the owner's Life cards
/// face-down" (持ち主のライフの上か下に裏向きで加える): the card goes face down, so the views hide it
/// from both seats — its owner's included (3-10-2).
#[test]
fn a_character_added_to_its_owners_life_face_down_is_hidden_from_both_seats() {
    let e = Effect::Targeted { sel: Selector::up_to(1, Side::Either, Targetable::Character, Filter::cost_at_most(9)), act: Act::ToLifeTopOrBottom { face_up: false, top_only: false } };
    let mut g = Scenario::new().card(main_event("TST-V15", 0, e)).hand(A, &["TST-V15"]).field(B, &["TST-003"]).life(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-V15"));
    pick!(g, [char_card(&g, B, "TST-003")]);
    option(&mut g, 0);
    assert_eq!(numbers_in(&g, g.life(B)), vec!["TST-001", "TST-003"], "at the top");
    assert_eq!(life_faces(&g, B), vec![false, false]);
    for viewer in [A, B] {
        assert!(g.view(viewer).sides[B].life.iter().all(|c| matches!(c, game_core::Hidden::Unknown)), "{viewer:?}");
    }
}

/// 9-2-1-2 changed by a Leader's rule (ルール上, 8-1-3-3-3): "When your deck is reduced to 0, you
/// win the game instead of losing, according to the rules." (自分のデッキが0枚になった場合、自分は
/// 敗北する代わりに勝利する) — the player whose deck an effect empties wins at that rule check;
/// with another Leader they lose, and the rule does nothing for an empty deck of the opponent.
#[test]
fn r9_2_1_2_a_leaders_rule_makes_an_empty_deck_a_win() {
    let mut rule = testkit::cards().into_iter().find(|d| d.number == "TST-L01").expect("test leader");
    rule.number = "TST-VL2".into();
    rule.abilities.push(Ability::AlsoHas(Extra::WinWithEmptyDeck));
    let mill = |n: &str, side: Side| main_event(n, 0, Effect::MoveTop { side, from: Pile::Deck, count: 1, up_to: false, to: Dest::Trash });
    let build = |leader: &str, event: &str| {
        Scenario::new()
            .card(rule.clone())
            .card(mill("TST-V13", Side::You))
            .card(mill("TST-V14", Side::Opponent))
            .leader(A, leader)
            .leader(B, leader)
            .hand(A, &[event])
            .deck(A, &["TST-004"])
            .deck(B, &["TST-005"])
            .build()
    };
    let mut g = build("TST-VL2", "TST-V13");
    play!(g, hand_card(&g, A, "TST-V13"));
    assert_eq!(g.result(), Some(GameResult::Win { winner: A, reason: LossReason::OpponentWonWithEmptyDeck }));
    let mut g = build("TST-L01", "TST-V13");
    play!(g, hand_card(&g, A, "TST-V13"));
    assert_eq!(g.result(), Some(GameResult::Win { winner: B, reason: LossReason::DeckOut }), "another Leader: the usual defeat");
    let mut g = build("TST-VL2", "TST-V14");
    play!(g, hand_card(&g, A, "TST-V14"));
    assert_eq!(g.result(), Some(GameResult::Win { winner: B, reason: LossReason::OpponentWonWithEmptyDeck }), "the opponent's Leader has the rule too");
}

/// "When this Leader's attack deals damage to your opponent's Life, draw 1 card." (このリーダーの
/// アタックによって、相手のライフにダメージを与えた時): the timing of a Character's attack, on the
/// Leader that attacks.
#[test]
fn when_this_leaders_attack_deals_damage() {
    let mut hitter = testkit::cards().into_iter().find(|d| d.number == "TST-L01").expect("test leader");
    hitter.number = "TST-VL3".into();
    hitter.abilities.push(auto(When::AttackDealsDamage, draw(1)));
    let mut g = Scenario::new().card(hitter).leader(A, "TST-VL3").life(B, &["TST-001", "TST-001"]).don(A, 5, 0).build();
    let me = g.leader(A);
    attack!(g, me, g.leader(B));
    let ev = finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1, "one Life card taken");
    assert_eq!(draws(&ev, A), 1, "then the Leader's ability draws");
}

/// "Your {Land of Wano} type Leader gains [Banish] during this turn." (自分の特徴《ワノ国》を持つ
/// リーダーは、このターン中、【バニッシュ】を得る): the Leader, no choice, when it has the type;
/// another Leader gains nothing.
#[test]
fn your_typed_leader_gains_a_keyword() {
    let sel = Selector { side: Side::You, what: Targetable::Leader, filter: Filter { traits: vec![testkit::CREW.into()], ..Filter::any() }, count: 1, up_to: false, all: false, more: None };
    let e = Effect::Targeted { sel, act: Act::Grant(Keyword::Banish, Duration::ThisTurn) };
    let mut typed = testkit::cards().into_iter().find(|d| d.number == "TST-L01").expect("test leader");
    typed.number = "TST-VL4".into();
    typed.traits = vec![testkit::CREW.into()];
    let mut other = typed.clone();
    other.number = "TST-VL5".into();
    other.traits = vec!["Another Crew".into()];
    let build = |leader: &str| Scenario::new().card(typed.clone()).card(other.clone()).card(main_event("TST-V15", 0, e.clone())).leader(A, leader).hand(A, &["TST-V15"]).build();
    let mut g = build("TST-VL4");
    assert!(!g.has_keyword(g.leader(A), Keyword::Banish));
    play!(g, hand_card(&g, A, "TST-V15"));
    assert!(!matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })), "no choice of cards");
    assert!(g.has_keyword(g.leader(A), Keyword::Banish), "the typed Leader gains it");
    let mut g = build("TST-VL5");
    play!(g, hand_card(&g, A, "TST-V15"));
    assert!(!g.has_keyword(g.leader(A), Keyword::Banish), "a Leader without the type does not");
}

/// 10-1-6-1 given by a permanent effect, in words: "Your {T} type Characters can attack
/// Characters on the turn in which they are played." (自分の特徴《T》を持つキャラは、登場したターン
/// にキャラへアタックできる) — a Character of that type played this turn may attack a rested
/// Character but not the Leader; another one played this turn may attack nothing.
#[test]
fn r10_1_6_1_your_typed_characters_can_attack_characters_on_the_turn_they_are_played() {
    let mut giver = testkit::cards().into_iter().find(|d| d.number == "TST-L01").expect("test leader");
    giver.number = "TST-VL6".into();
    let crew = Filter { traits: vec![testkit::CREW.into()], ..Filter::any() };
    giver.abilities.push(Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::YourCharacters(crew), modifier: Modifier::Grant(Keyword::RushCharacter) } });
    let mut typed = character("TST-W15", 1, 3000, vec![]);
    typed.traits = vec![testkit::CREW.into()];
    let mut other = character("TST-W16", 1, 3000, vec![]);
    other.traits = vec!["Another Crew".into()];
    let g = Scenario::new().card(giver).card(typed).card(other).leader(A, "TST-VL6").field_new(A, &["TST-W15", "TST-W16"]).field_rested(B, &["TST-001"]).build();
    let (t, o) = (char_card(&g, A, "TST-W15"), char_card(&g, A, "TST-W16"));
    let legal = g.legal_actions(A);
    assert!(legal.contains(&Action::DeclareAttack { attacker: t, target: char_card(&g, B, "TST-001") }), "the typed one attacks a Character");
    assert!(!legal.contains(&Action::DeclareAttack { attacker: t, target: g.leader(B) }), "not the Leader");
    assert!(!legal.iter().any(|a| matches!(a, Action::DeclareAttack { attacker, .. } if *attacker == o)), "another type: no attack on its first turn");
}

/// "Your Character cards are played rested." (自分のキャラカードはレストで登場する): a Character
/// played from the hand enters rested, and so does one an effect plays; the opponent's do not,
/// and another Leader changes nothing.
#[test]
fn your_character_cards_are_played_rested() {
    let mut rule = testkit::cards().into_iter().find(|d| d.number == "TST-L01").expect("test leader");
    rule.number = "TST-VL7".into();
    rule.abilities.push(Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::YourCharacters(Filter::any()), modifier: Modifier::PlayedRested } });
    let from_trash = main_event("TST-V16", 0, Effect::Play { from: PlayFrom::Trash, filter: Filter::any(), up_to: 1, rested: false });
    let build = |leader: &str| Scenario::new().card(rule.clone()).card(from_trash.clone()).leader(A, leader).leader(B, "TST-VL7").hand(A, &["TST-001", "TST-V16"]).trash(A, &["TST-002"]).don(A, 5, 0).build();
    let mut g = build("TST-VL7");
    play!(g, hand_card(&g, A, "TST-001"));
    let c = char_card(&g, A, "TST-001");
    assert_eq!(g.is_rested(c), Some(true), "played from the hand: rested");
    play!(g, hand_card(&g, A, "TST-V16"));
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        let t = g.find(A, Zone::Trash, "TST-002").expect("in the trash");
        pick!(g, [t]);
    }
    assert_eq!(g.is_rested(char_card(&g, A, "TST-002")), Some(true), "played by an effect: rested");
    let mut g = build("TST-L01");
    play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(g.is_rested(char_card(&g, A, "TST-001")), Some(false), "another Leader (the opponent's has the rule): active");
}

// ------------------------------------------------------- conditions as a table (issue #10)

/// "If your Leader is active" (自分のリーダーがアクティブの場合): the Leader not rested.
#[test]
fn the_leader_is_active() {
    assert_eq!(draws_if(Scenario::new(), Condition::LeaderActive), 1);
    assert_eq!(draws_if(Scenario::new().leader_rested(A), Condition::LeaderActive), 0, "a rested Leader");
}

/// "If your Leader has the <Strike> attribute" (自分のリーダーが属性(打)を持つ場合): the Leader's
/// printed attributes (TST-L01 is <Strike>).
#[test]
fn the_leader_has_an_attribute() {
    assert_eq!(draws_if(Scenario::new(), Condition::LeaderAttribute(Attribute::Strike)), 1);
    assert_eq!(draws_if(Scenario::new(), Condition::LeaderAttribute(Attribute::Slash)), 0);
}

/// "If you have 2 or more rested DON!! cards" (自分のレストのドン‼が2枚以上ある場合): the cost
/// area's rested DON!! only (given DON!! are not rested cost-area cards).
#[test]
fn rested_don_cards_counted() {
    let cond = Condition::AtLeast(Counted::YourRestedDon, 2);
    assert_eq!(draws_if(Scenario::new().don(A, 0, 2), cond.clone()), 1);
    assert_eq!(draws_if(Scenario::new().don(A, 3, 1).leader_don(A, 2), cond), 0, "one rested, the given ones do not count");
}

/// "If you have a total of 2 or more given DON!! cards" (自分の付与されているドン‼が合計2枚以上
/// ある場合): the DON!! given to your Leader and Characters together.
#[test]
fn given_don_cards_counted_together() {
    let cond = Condition::AtLeast(Counted::YourGivenDon, 2);
    assert_eq!(draws_if(Scenario::new().leader_don(A, 1).field_with_don(A, "TST-001", 1), cond.clone()), 1, "1 + 1");
    assert_eq!(draws_if(Scenario::new().leader_don(A, 1).don(A, 0, 3), cond.clone()), 0, "the cost area's DON!! are not given");
    assert_eq!(draws_if(Scenario::new().leader_don(B, 2), cond), 0, "the opponent's given DON!! are not yours");
}

/// "If your opponent has 3 or more rested cards" (相手のレストのカードが3枚以上ある場合): their
/// rested DON!! of the cost area and rested Leader, Characters and Stage.
#[test]
fn the_opponents_rested_cards_counted() {
    let cond = Condition::AtLeast(Counted::OpponentRestedCards, 3);
    assert_eq!(draws_if(Scenario::new().don(B, 0, 1).leader_rested(B).field_rested(B, &["TST-001"]), cond.clone()), 1, "1 DON!! + Leader + Character");
    assert_eq!(draws_if(Scenario::new().don(B, 0, 1).field_rested(B, &["TST-001"]).don(A, 0, 5), cond), 0, "2 of theirs; yours do not count");
}

/// "This Character gains +1000 power for every 2 of your rested DON!! cards" / "… for every 2
/// Events in your trash" (「自分のレストのドン‼2枚につき、このキャラのパワー+1000」): the power counted
/// whenever it is looked at, one step per whole N.
#[test]
fn power_for_every_n_rested_don_or_trashed_events() {
    let per = |id: &str, of: Counted| {
        character(id, 1, 1000, vec![Ability::Permanent {
            conditions: vec![],
            effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::PerCount { each: 1000, per: 2, of }) },
        }])
    };
    let don = per("TST-Z01", Counted::YourRestedDon);
    let g = Scenario::new().card(don.clone()).field(A, &["TST-Z01"]).don(A, 1, 5).build();
    assert_eq!(g.power(char_card(&g, A, "TST-Z01")), Some(3000), "5 rested DON!!: two steps");
    let g = Scenario::new().card(don).field(A, &["TST-Z01"]).don(A, 6, 1).build();
    assert_eq!(g.power(char_card(&g, A, "TST-Z01")), Some(1000), "active DON!! do not count");
    let events = Filter { kind: Some(CardKind::Event), ..Filter::any() };
    let ev = per("TST-Z02", Counted::YourTrashCards(events));
    let e1 = main_event("TST-Z03", 0, Effect::Nothing);
    let g = Scenario::new().card(ev).card(e1).field(A, &["TST-Z02"]).trash(A, &["TST-Z03", "TST-Z03", "TST-001", "TST-001", "TST-Z03"]).build();
    assert_eq!(g.power(char_card(&g, A, "TST-Z02")), Some(2000), "3 Events (the Characters do not count): one step");
}

/// "Give up to 1 of your opponent's Characters −1000 power during this turn. Then, if that
/// Character has 3000 power or less, K.O. it." (…その後、そのキャラのパワーが3000以下の場合、KOする):
/// the chosen card's live power (and "a cost of N or less", its live cost) after the first step.
#[test]
fn that_characters_live_power_or_cost_decides() {
    let e = |power: bool, n: i32| {
        Effect::Seq(vec![
            Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) },
            Effect::If(Condition::ChosenAtMost { power, n }, Box::new(Effect::Targeted { sel: Selector::chosen(), act: Act::Ko })),
        ])
    };
    let run = |power: bool, n: i32, target: &str| {
        let mut g = Scenario::new().card(main_event("TST-Z10", 0, e(power, n))).hand(A, &["TST-Z10"]).field(B, &["TST-002", "TST-004"]).build();
        play!(g, hand_card(&g, A, "TST-Z10"));
        let t = char_card(&g, B, target);
        pick!(g, [t]);
        g.find(B, Zone::Trash, target).is_some()
    };
    assert!(run(true, 3000, "TST-002"), "3000 − 1000 is 2000: K.O.'d");
    assert!(!run(true, 3000, "TST-004"), "5000 − 1000 is 4000: stays");
    assert!(run(false, 2, "TST-002"), "cost 2");
    assert!(!run(false, 2, "TST-004"), "cost 4");
    // nothing chosen: no card to look at
    let mut g = Scenario::new().card(main_event("TST-Z10", 0, e(true, 9000))).hand(A, &["TST-Z10"]).field(B, &["TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-Z10"));
    pick!(g, []);
    assert!(g.find(B, Zone::Character, "TST-002").is_some());
}

// ------------------------------------------------------------------ hand and deck filter parts

/// "Play up to 1 Character card with 3000 to 4000 power from your hand." (手札からパワー3000から
/// 4000のキャラカード1枚までを、登場させる): both bounds of the power hold, the printed ones included.
#[test]
fn a_power_range_in_a_hand_filter() {
    let f = Filter { kind: Some(CardKind::Character), power_min: Some(3000), power_max: Some(4000), ..Filter::any() };
    let ev = main_event("TST-S01", 0, Effect::Play { from: PlayFrom::Hand, filter: f, up_to: 1, rested: false });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-S01", "TST-001", "TST-002", "TST-003", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-S01"));
    let mut n = candidates(&g);
    n.sort();
    assert_eq!(n, vec!["TST-002", "TST-003"], "3000 and 4000 only, not 2000 or 5000");
    let c = hand_card(&g, A, "TST-003");
    pick!(g, [c]);
    assert!(g.find(A, Zone::Character, "TST-003").is_some());
}

// ------------------------------------------------------------------ "your opponent <does>"

/// "Your opponent returns 1 of their Characters to the owner's hand." (相手は自身のキャラ1枚を、持ち主
/// の手札に戻す): the opponent chooses among their own Characters (a limit narrows them), exactly
/// one; "Your opponent places 1 of their Characters at the bottom of the owner's deck." the same
/// way.
#[test]
fn the_opponent_returns_or_places_their_own_characters() {
    let their = |f: Filter| Selector { up_to: false, ..Selector::up_to(1, Side::Opponent, Targetable::Character, f) }.chosen_by_opponent();
    let ev = main_event("TST-S02", 0, Effect::Targeted { sel: their(Filter::cost_at_most(3)), act: Act::ReturnToHand });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-S02"]).field(B, &["TST-002", "TST-003", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-S02"));
    assert_eq!(seat_now(&g), B, "the opponent chooses");
    let mut n = candidates(&g);
    n.sort();
    assert_eq!(n, vec!["TST-002", "TST-003"], "cost 3 or less only");
    let c = char_card(&g, B, "TST-003");
    pick!(g, [c]);
    assert!(g.find(B, Zone::Hand, "TST-003").is_some(), "back in its owner's hand");
    assert!(g.find(B, Zone::Character, "TST-002").is_some());
    // to the bottom of the deck; one candidate is no choice
    let ev = main_event("TST-S03", 0, Effect::Targeted { sel: their(Filter::any()), act: Act::ToDeckBottom });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-S03"]).field(B, &["TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-S03"));
    assert_eq!(numbers(&g, &g.deck(B)).first().map(String::as_str), Some("TST-004"), "at the bottom of its owner's deck");
}

/// "Your opponent places 2 Events from their trash at the bottom of their deck in any order."
/// (相手は自身のトラッシュからイベント2枚を、好きな順番でデッキの下に置く): only cards of that kind.
#[test]
fn the_opponent_places_cards_of_a_kind_from_their_trash_at_the_bottom_of_their_deck() {
    let events = Filter::of_kind(CardKind::Event);
    let ev = main_event("TST-S04", 0, Effect::MoveChosen { side: Side::Opponent, from: Pile::Trash, by: Side::Opponent, count: 2, up_to: false, filter: events, to: Dest::Deck { bottom: true } });
    let mut g = Scenario::new()
        .card(ev)
        .card(main_event("TST-S05", 1, draw(1)))
        .card(main_event("TST-S06", 1, draw(1)))
        .hand(A, &["TST-S04"])
        .trash(B, &["TST-S05", "TST-002", "TST-S06"])
        .build();
    play!(g, hand_card(&g, A, "TST-S04"));
    if !is_main(&g) {
        assert_eq!(seat_now(&g), B, "the opponent chooses");
        let mut n = candidates(&g);
        n.sort();
        assert_eq!(n, vec!["TST-S05", "TST-S06"], "Events only");
        let (a, b) = (g.find(B, Zone::Trash, "TST-S05").unwrap(), g.find(B, Zone::Trash, "TST-S06").unwrap());
        pick!(g, [a, b]);
    }
    assert_eq!(numbers_in(&g, g.trash(B)), vec!["TST-002"], "the Character stays");
    let deck = numbers_in(&g, g.deck(B));
    let mut bottom = deck[..2].to_vec();
    bottom.sort();
    assert_eq!(bottom, vec!["TST-S05", "TST-S06"]);
}

/// "Your opponent chooses 1 card from your hand; trash that card." (自分の手札1枚を相手が選び、捨て
/// る): the opponent cannot see the hand (3-4-3), so the card is taken at random; no one is asked.
#[test]
fn the_opponent_chooses_a_card_from_your_hand_to_trash() {
    let ev = main_event("TST-S07", 0, Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::Opponent, count: 1, up_to: false, filter: Filter::any(), to: Dest::Trash });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-S07", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-S07"));
    assert!(is_main(&g), "no decision: {:?}", kind(&g));
    assert_eq!(g.hand(A).len(), 1);
    let trash = numbers_in(&g, g.trash(A));
    assert_eq!(trash.len(), 2, "the event and one card of the hand: {trash:?}");
    assert!(trash.iter().any(|n| n == "TST-002" || n == "TST-003"));
}

/// 7-1-3 with a Leader's rule (ルール上, 8-1-3-3-3): "All of your {T} type Character cards without
/// a Counter have a +1000 Counter, according to the rules." (自分の特徴《T》を持ちカウンターを持た
/// ないキャラカードすべてはカウンター+1000を持つ) — in the counter step such a card is used for
/// +1000; one of another type without a Counter is not; a printed Counter stays as printed.
#[test]
fn r7_1_3_a_leaders_rule_gives_a_counter_to_cards_without_one() {
    let mut rule = testkit::cards().into_iter().find(|d| d.number == "TST-L02").expect("test leader");
    rule.number = "TST-VL8".into();
    let crew = Filter { traits: vec![testkit::CREW.into()], kind: Some(CardKind::Character), ..Filter::any() };
    rule.abilities.push(Ability::AlsoHas(Extra::CounterFor { filter: crew, amount: 1000 }));
    let mut bare = character("TST-W17", 1, 3000, vec![]);
    bare.counter = 0;
    let mut other = character("TST-W18", 1, 3000, vec![]);
    other.counter = 0;
    other.traits = vec!["Another Crew".into()];
    let mut printed = character("TST-W19", 1, 3000, vec![]);
    printed.counter = 2000;
    let mut g = Scenario::new()
        .card(rule)
        .card(bare)
        .card(other)
        .card(printed)
        .leader(B, "TST-VL8")
        .field(A, &["TST-001"])
        .hand(B, &["TST-W17", "TST-W18", "TST-W19"])
        .life(B, &["TST-001"])
        .build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    let legal = g.legal_actions(B);
    let (bare, other, printed) = (hand_card(&g, B, "TST-W17"), hand_card(&g, B, "TST-W18"), hand_card(&g, B, "TST-W19"));
    let target = g.leader(B);
    assert!(legal.contains(&Action::CounterCard { card: bare, target }), "the typed card without a Counter");
    assert!(!legal.iter().any(|x| matches!(x, Action::CounterCard { card, .. } if *card == other)), "another type: no Counter");
    assert!(legal.contains(&Action::CounterCard { card: printed, target }));
    let before = g.power(target).expect("on the field");
    let ev = ok!(g, B, Action::CounterCard { card: bare, target });
    assert!(ev.iter().any(|e| matches!(e, Event::CounterUsed { amount: 1000, .. })));
    assert_eq!(g.power(target), Some(before + 1000));
}

// ------------------------------------------------------------------ searches

/// "Look at 3 cards from the top of your deck and trash up to 2 cards. Then, place the rest at the
/// bottom of your deck in any order." (…3枚を見て、カード2枚までを、トラッシュに置く。その後、…):
/// the picked cards go to the trash, the others to the bottom.
#[test]
fn a_search_that_trashes_the_picked_cards() {
    let ev = main_event("TST-S08", 0, Effect::Search { look: 3, filter: Filter::any(), up_to: 2, pick_to: PickTo::Trash, rest: RestTo::BottomAnyOrder, reveal: false });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-S08"]).deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"]).build();
    play!(g, hand_card(&g, A, "TST-S08"));
    let mut n = candidates(&g);
    n.sort();
    assert_eq!(n, vec!["TST-002", "TST-003", "TST-004"], "the top 3");
    let (a, b) = (g.find(A, Zone::Deck, "TST-003").unwrap(), g.find(A, Zone::Deck, "TST-004").unwrap());
    // (in the order offered: top first)
    pick!(g, [b, a]);
    // the rest (one card) needs no order
    if !is_main(&g) {
        let c = g.find(A, Zone::Deck, "TST-002").unwrap();
        pick!(g, [c]);
    }
    let mut trash = numbers_in(&g, g.trash(A));
    trash.sort();
    assert_eq!(trash, vec!["TST-003", "TST-004", "TST-S08"]);
    assert_eq!(numbers_in(&g, g.deck(A)), vec!["TST-002", "TST-001"], "the rest at the bottom");
}

// ------------------------------------------- permanent and replacement rows (grammar/permanents.rs)

/// 8-1-3-3-2 「「永続効果」には、効果を有効にするために条件を満たす必要がある効果があります。」:
/// "If you have a \[TST-Z05\] other than this Character, this Character gains \[Blocker\]."
/// (このキャラ以外の自分の「TST-Z05」がいる場合、このキャラは【ブロッカー】を得る。): the card itself
/// is not counted, another of that name is.
#[test]
fn r8_1_3_3_2_a_permanent_under_another_card_of_a_name() {
    let other = Filter { name: Some(NameMatch::Exact("TST-Z05".into())), not_this: true, ..Filter::any() };
    let guard = character("TST-Z05", 2, 3000, vec![Ability::Permanent {
        conditions: vec![Condition::AtLeast(Counted::YourCharacters(other), 1)],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Grant(Keyword::Blocker) },
    }]);
    // a second card of the same name (another number)
    let twin = CardDef { name: "TST-Z05".into(), ..character("TST-Z06", 2, 3000, vec![]) };
    let g = Scenario::new().card(guard.clone()).card(twin.clone()).field(A, &["TST-Z05"]).build();
    assert!(!g.has_keyword(char_card(&g, A, "TST-Z05"), Keyword::Blocker), "alone: this card is not counted");
    let g = Scenario::new().card(guard).card(twin).field(A, &["TST-Z05", "TST-Z06"]).build();
    assert!(g.has_keyword(char_card(&g, A, "TST-Z05"), Keyword::Blocker), "another card of that name: [Blocker]");
    assert!(!g.has_keyword(char_card(&g, A, "TST-Z06"), Keyword::Blocker), "the other card gains nothing");
}

/// 8-1-3-4 「「置換効果」とは、「代わりに」と表記された効果を指します。」: "If this Character would be
/// K.O.'d, you may rest up to 1 of your Characters with a cost of 3 or more other than \[TST-Z12\]
/// instead." (このキャラがKOされる場合、代わりに「TST-Z12」以外の自分のコスト3以上のキャラ1枚までを、
/// レストにできる。): the player picks one of the cards that fit; the Character stays.
#[test]
fn r8_1_3_4_resting_another_character_instead_of_a_ko() {
    let rest = Effect::Targeted {
        sel: Selector::up_to(1, Side::You, Targetable::Character, Filter { cost_min: Some(3), name_not: Some("TST-Z12".into()), ..Filter::any() }),
        act: Act::Rest,
    };
    let guard = character("TST-Z11", 2, 3000, vec![Ability::Replacement {
        event: Replaceable::WouldBeKoed { target: StaticTarget::This, cause: None },
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        instead: rest,
    }]);
    let ko = main_event("TST-Z14", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let mut g = Scenario::new()
        .card(guard)
        .card(character("TST-Z12", 3, 3000, vec![]))
        .card(character("TST-Z13", 3, 3000, vec![]))
        .card(ko)
        .hand(A, &["TST-Z14"])
        .field(B, &["TST-Z11", "TST-Z12", "TST-Z13"])
        .build();
    play!(g, hand_card(&g, A, "TST-Z14"));
    pick!(g, [char_card(&g, B, "TST-Z11")]);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    let (named, other) = (char_card(&g, B, "TST-Z12"), char_card(&g, B, "TST-Z13"));
    let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) else { panic!("a pick of Characters: {:?}", kind(&g)) };
    assert!(candidates.contains(&other) && !candidates.contains(&named), "the named card is not one of them: {candidates:?}");
    pick!(g, [other]);
    assert!(g.find(B, Zone::Character, "TST-Z11").is_some(), "replaced: it stays");
    assert_eq!(g.is_rested(other), Some(true), "the chosen Character rested");
    assert_eq!(g.is_rested(named), Some(false));
}

/// 8-1-3-3 「「永続効果」とは、有効な期間、常に何らかの効果を発生し続けている効果を指します。」:
/// "Your \[TST-Z21\] gains \[Blocker\]." (自分の「TST-Z21」は【ブロッカー】を得る。): every Character of
/// that name its controller has, and no other.
#[test]
fn r8_1_3_3_a_keyword_for_the_characters_of_a_name() {
    let named = Filter { name: Some(NameMatch::Exact("TST-Z21".into())), ..Filter::any() };
    let giver = character("TST-Z20", 2, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::YourCharacters(named), modifier: Modifier::Grant(Keyword::Blocker) },
    }]);
    let g = Scenario::new()
        .card(giver)
        .card(character("TST-Z21", 1, 2000, vec![]))
        .card(character("TST-Z22", 1, 2000, vec![]))
        .field(A, &["TST-Z20", "TST-Z21", "TST-Z22"])
        .field(B, &["TST-Z21"])
        .build();
    assert!(g.has_keyword(char_card(&g, A, "TST-Z21"), Keyword::Blocker), "the player's card of that name");
    assert!(!g.has_keyword(char_card(&g, A, "TST-Z22"), Keyword::Blocker), "another name");
    assert!(!g.has_keyword(char_card(&g, A, "TST-Z20"), Keyword::Blocker), "the giver itself");
    assert!(!g.has_keyword(char_card(&g, B, "TST-Z21"), Keyword::Blocker), "the opponent's card of that name");
}

/// 8-1-3-3 「永続効果」: "Your Leader gains +1000 power." on a Character reaches its controller's
/// Leader only — not the opponent's Leader, not a Character of either side, not the card itself.
#[test]
fn r8_1_3_3_a_permanent_on_your_leader_reaches_only_your_leader() {
    let booster = character("TST-W51", 1, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::YourLeader, modifier: Modifier::Power(Amount::Fixed(1000)) },
    }]);
    let g = Scenario::new().card(booster).field(A, &["TST-W51", "TST-001"]).field(B, &["TST-001"]).build();
    let printed = |seat: Seat| g.def_of(g.leader(seat)).map(|d| d.power);
    assert_eq!(g.power(g.leader(A)), printed(A).map(|p| p + 1000), "your Leader");
    assert_eq!(g.power(g.leader(B)), printed(B), "not the opponent's Leader");
    assert_eq!(g.power(char_card(&g, A, "TST-001")), Some(2000), "not your Character");
    assert_eq!(g.power(char_card(&g, B, "TST-001")), Some(2000), "not the opponent's Character");
    assert_eq!(g.power(char_card(&g, A, "TST-W51")), Some(3000), "not itself");
}

/// 8-1-3-3: "Your opponent's Characters get −1000 power." reaches the opponent's Characters only
/// (not their Leader, not your own Characters); "Character cards in your hand cost 1 less." reaches
/// the Character cards in its controller's hand only (not an Event there, not the opponent's hand,
/// not a Character on the field).
#[test]
fn r8_1_3_3_permanents_on_the_opponents_characters_and_your_hand_reach_only_them() {
    let weaken = character("TST-W52", 1, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::Power(Amount::Fixed(-1000)) },
    }]);
    let g = Scenario::new().card(weaken).field(A, &["TST-W52", "TST-001"]).field(B, &["TST-001"]).build();
    assert_eq!(g.power(char_card(&g, B, "TST-001")), Some(1000), "the opponent's Character");
    assert_eq!(g.power(char_card(&g, A, "TST-001")), Some(2000), "not your own");
    assert_eq!(g.power(g.leader(B)), g.def_of(g.leader(B)).map(|d| d.power), "not the opponent's Leader");
    let cheap = character("TST-W53", 1, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::YourHand(Filter::of_kind(CardKind::Character)), modifier: Modifier::Cost(-1) },
    }]);
    let g = Scenario::new().card(cheap).field(A, &["TST-W53", "TST-004"]).hand(A, &["TST-004", "TST-032"]).hand(B, &["TST-004"]).build();
    let printed = |n: &str| testkit::cards().into_iter().find(|d| d.number == n).map(|d| d.cost);
    assert_eq!(g.cost(hand_card(&g, A, "TST-004")), printed("TST-004").map(|c| c - 1), "a Character card in your hand");
    assert_eq!(g.cost(hand_card(&g, A, "TST-032")), printed("TST-032"), "not an Event");
    assert_eq!(g.cost(hand_card(&g, B, "TST-004")), printed("TST-004"), "not the opponent's hand");
    assert_eq!(g.cost(char_card(&g, A, "TST-004")), printed("TST-004"), "not a Character on the field");
}

// ------------------------------------------------- permanents that need the engine (issue #10)

/// A permanent on "this Character" (このキャラ).
fn on_this(p: Prohibition) -> Ability {
    Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(p) } }
}

/// 1-3-3 「効果によって行動が禁止されている場合、…その行動は行えません。」: "This Character cannot
/// attack a Leader on the turn in which it is played." (このキャラは、登場したターン中、リーダーに
/// アタックできない。): a [Rush] Character played this turn attacks Characters only (refused the
/// Leader as an action it cannot take); on a later turn it attacks the Leader too.
#[test]
fn r1_3_3_cannot_attack_a_leader_on_the_turn_it_is_played() {
    let mut d = character("TST-Z30", 3, 5000, vec![on_this(Prohibition::AttackLeaderOnPlayedTurn)]);
    d.keywords.push(Keyword::Rush);
    let g = Scenario::new().card(d.clone()).field_new(A, &["TST-Z30"]).field_rested(B, &["TST-001"]).build();
    let (fresh, rested) = (char_card(&g, A, "TST-Z30"), char_card(&g, B, "TST-001"));
    let legal = g.legal_actions(A);
    assert!(!legal.contains(&Action::DeclareAttack { attacker: fresh, target: g.leader(B) }), "not the Leader on the turn it is played");
    assert!(legal.contains(&Action::DeclareAttack { attacker: fresh, target: rested }), "a rested Character, with [Rush]");
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: fresh, target: g.leader(B) }), Some(Refusal::CannotAttack));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: fresh, target: rested }), None);
    // played on an earlier turn: the Leader too
    let mut g = Scenario::new().card(d).field(A, &["TST-Z30"]).build();
    let old = char_card(&g, A, "TST-Z30");
    assert!(g.legal_actions(A).contains(&Action::DeclareAttack { attacker: old, target: g.leader(B) }), "a later turn: the Leader too");
    let leader = g.leader(B);
    attack!(g, old, leader);
}

/// 1-3-3, with the per-turn use of 10-2-13-1 (「【ターン１回】とは、そのターン中に１度だけ発動と解決が
/// できることを指すキーワードです。」): "Once per turn, this Character cannot be K.O.'d by your opponent's effects." (このキャラ
/// はターンに1回、相手の効果でKOされない。): the first K.O. by an effect of the opponent in a turn
/// is prevented, the second of the same turn is not; its controller's own effect K.O.s it and
/// uses nothing.
#[test]
fn r1_3_3_once_per_turn_cannot_be_koed_by_your_opponents_effects() {
    let guard = character("TST-Z31", 1, 1000, vec![on_this(Prohibition::BeKoedByOpponentsEffectsOncePerTurn)]);
    let ko_all = |number: &str, side: Side| main_event(number, 0, Effect::Targeted { sel: Selector::all(side, Targetable::Character, Filter::any()), act: Act::Ko });
    let mut g = Scenario::new()
        .card(guard.clone())
        .card(ko_all("TST-Z32", Side::Opponent))
        .card(ko_all("TST-Z33", Side::Opponent))
        .hand(A, &["TST-Z32", "TST-Z33"])
        .field(B, &["TST-Z31", "TST-001"])
        .build();
    play!(g, hand_card(&g, A, "TST-Z32"));
    assert!(g.find(B, Zone::Character, "TST-Z31").is_some(), "the first K.O. of the turn is prevented");
    assert!(g.find(B, Zone::Trash, "TST-001").is_some(), "the other Character is K.O.'d");
    play!(g, hand_card(&g, A, "TST-Z33"));
    assert!(g.find(B, Zone::Trash, "TST-Z31").is_some(), "the second of the same turn K.O.s it");
    // "this Character": another Character of the same player, K.O.'d first, is not shielded
    let ko_one = main_event("TST-Z34", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let mut g = Scenario::new().card(guard.clone()).card(ko_one).hand(A, &["TST-Z34"]).field(B, &["TST-Z31", "TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Z34"));
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(g.find(B, Zone::Trash, "TST-001").is_some(), "the other Character is K.O.'d");
    // its controller's own effect K.O.s it
    let mut g = Scenario::new().card(guard).card(ko_all("TST-Z32", Side::You)).hand(A, &["TST-Z32"]).field(A, &["TST-Z31"]).build();
    play!(g, hand_card(&g, A, "TST-Z32"));
    assert!(g.find(A, Zone::Trash, "TST-Z31").is_some(), "its own effect K.O.s it");
}

/// 8-2 (効果の無効), as a permanent of a Leader: "Your \[On Play\] effects are negated." (自分の
/// 【登場時】効果は無効になる。): the \[On Play\] of each Character and Stage its player plays does
/// not trigger; the opponent's do, and without the Leader the same play draws.
#[test]
fn r8_2_your_on_play_effects_are_negated() {
    let negator = CardDef {
        kind: CardKind::Leader,
        life: 5,
        ..character("TST-Z35", 5, 5000, vec![Ability::Permanent {
            conditions: vec![],
            effect: Continuous { target: StaticTarget::YourCharacters(Filter::any()), modifier: Modifier::OnPlayNegated },
        }])
    };
    let stage = CardDef { kind: CardKind::Stage, ..character("TST-Z36", 1, 0, vec![auto(When::OnPlay, draw(1))]) };
    // TST-008: a cost-2 Character whose [On Play] draws 1 card
    let build = |leader: &str| {
        Scenario::new().card(negator.clone()).card(stage.clone()).leader(A, leader).hand(A, &["TST-008", "TST-Z36"]).don(A, 3, 0).build()
    };
    let mut g = build("TST-Z35");
    let e = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&e, A), 0, "the Character's [On Play] is negated");
    assert!(is_main(&g), "nothing asked: {:?}", kind(&g));
    let e = play!(g, hand_card(&g, A, "TST-Z36"));
    assert_eq!(draws(&e, A), 0, "the Stage's [On Play] is negated");
    assert!(g.find(A, Zone::Character, "TST-008").is_some() && g.find(A, Zone::Stage, "TST-Z36").is_some(), "both are played");
    // without it, the same plays draw
    let mut g = build("TST-L01");
    let e = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&e, A), 1, "without the Leader: the [On Play] draws");
    // the opponent's [On Play] effects are theirs: not negated
    let mut g = Scenario::new().card(negator).leader(B, "TST-Z35").hand(A, &["TST-008"]).don(A, 2, 0).build();
    let e = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&e, A), 1, "the opponent's Leader negates only its own player's");
}

/// 8-2, as a player's effect with 「次の相手のターン終了時まで」: "Your opponent's \[On Play\]
/// effects are negated until the end of your opponent's next turn." (次の相手のターン終了時まで、
/// 相手の【登場時】効果は無効になる。): the opponent's \[On Play\] does not trigger during their next
/// turn; the player's own does; on the opponent's turn after that it does again.
#[test]
fn r8_2_your_opponents_on_play_effects_are_negated_until_the_end_of_their_next_turn() {
    let negate = main_event("TST-Z37", 0, Effect::Restrict {
        side: Side::Opponent,
        what: PlayerRestriction::OnPlayNegated,
        duration: Duration::UntilEndOfOpponentsNextTurn,
    });
    // TST-008: a cost-2 Character whose [On Play] draws 1 card; TST-Z38: a cost-0 Stage whose
    // [On Play] draws 1 card
    let stage = CardDef { kind: CardKind::Stage, ..character("TST-Z38", 0, 0, vec![auto(When::OnPlay, draw(1))]) };
    let mut g = Scenario::new().card(negate).card(stage).hand(A, &["TST-Z37", "TST-008", "TST-Z38"]).hand(B, &["TST-008", "TST-008", "TST-Z38"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-Z37"));
    let e = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&e, A), 1, "the player's own [On Play] is not negated");
    let e = play!(g, hand_card(&g, A, "TST-Z38"));
    assert_eq!(draws(&e, A), 1, "nor the [On Play] of the player's own Stage");
    end_turn(&mut g);
    let e = play!(g, hand_card(&g, B, "TST-008"));
    assert_eq!(draws(&e, B), 0, "the opponent's [On Play] is negated in their next turn");
    assert!(g.find(B, Zone::Character, "TST-008").is_some(), "the Character is played");
    let e = play!(g, hand_card(&g, B, "TST-Z38"));
    assert_eq!(draws(&e, B), 0, "the [On Play] of the opponent's Stage too");
    assert!(g.find(B, Zone::Stage, "TST-Z38").is_some(), "the Stage is played");
    end_turn(&mut g);
    end_turn(&mut g);
    let e = play!(g, hand_card(&g, B, "TST-008"));
    assert_eq!(draws(&e, B), 1, "expired at the end of that turn");
}

// ------------------------------------------------ negations and play-cost reductions: their edges

/// A permanent "This Character gives your Leader +1000 power" (to watch whether a card's own
/// effects are in force) and a permanent "Your opponent's Characters' effects are negated" under
/// `conditions`.
fn booster_and_silencer(conditions: Vec<Condition>) -> (CardDef, CardDef) {
    let booster = character("TST-Y91", 1, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::YourLeader, modifier: Modifier::Power(Amount::Fixed(1000)) },
    }]);
    let silencer = character("TST-Y92", 3, 4000, vec![Ability::Permanent {
        conditions,
        effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::Negated },
    }]);
    (booster, silencer)
}

/// 8-2-1-1 (a permanent negation, 8-1-3-3): "Your opponent's Characters' effects are negated"
/// reaches the opponent's Characters only — its own player's booster still gives — and only while
/// its condition holds ("\[Your Turn\]": not on the opponent's turn).
#[test]
fn r8_2_1_1_a_permanent_negation_reaches_only_its_targets_and_only_under_its_conditions() {
    let (booster, silencer) = booster_and_silencer(vec![]);
    let base = |g: &Game, s: Seat| g.def_of(g.leader(s)).map(|d| d.power);
    let g = Scenario::new().card(booster.clone()).card(silencer).field(A, &["TST-Y91"]).field(B, &["TST-Y92", "TST-Y91"]).build();
    assert_eq!(g.power(g.leader(A)), base(&g, A), "A's booster is negated");
    assert_eq!(g.power(g.leader(B)), base(&g, B).map(|p| p + 1000), "B's own booster is not");
    let (booster, silencer) = booster_and_silencer(vec![Condition::YourTurn]);
    let g = Scenario::new().card(booster).card(silencer).field(A, &["TST-Y91"]).field(B, &["TST-Y92"]).build();
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.power(g.leader(A)), base(&g, A).map(|p| p + 1000), "B's [Your Turn] silencer on A's turn: no negation");
}

/// 8-2-1-1: a negator whose own effects are negated by a one-shot effect negates nothing; a
/// Character given power by a one-shot effect (a modifier that is not a negation) keeps its
/// effects.
#[test]
fn r8_2_1_1_a_negated_negator_negates_nothing_and_a_power_boost_is_not_a_negation() {
    let (booster, silencer) = booster_and_silencer(vec![]);
    let quiet = main_event("TST-Y93", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Negate(Duration::ThisTurn) });
    let base = |g: &Game| g.def_of(g.leader(A)).map(|d| d.power);
    let mut g = Scenario::new().card(booster.clone()).card(silencer).card(quiet).field(A, &["TST-Y91"]).field(B, &["TST-Y92"]).hand(A, &["TST-Y93"]).build();
    assert_eq!(g.power(g.leader(A)), base(&g), "negated by B's silencer");
    play!(g, hand_card(&g, A, "TST-Y93"));
    pick!(g, [char_card(&g, B, "TST-Y92")]);
    assert_eq!(g.power(g.leader(A)), base(&g).map(|p| p + 1000), "the silencer is silenced: A's booster gives again");
    let pump = main_event("TST-Y94", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(2000), Duration::ThisTurn) });
    let mut g = Scenario::new().card(booster).card(pump).field(A, &["TST-Y91"]).hand(A, &["TST-Y94"]).build();
    play!(g, hand_card(&g, A, "TST-Y94"));
    pick!(g, [char_card(&g, A, "TST-Y91")]);
    assert_eq!(g.power(char_card(&g, A, "TST-Y91")), Some(5000), "the boost applies");
    assert_eq!(g.power(g.leader(A)), base(&g).map(|p| p + 1000), "and the boosted booster still gives");
}

/// 8-2 as a permanent of a Leader on the other side: "Your opponent's \[On Play\] effects are
/// negated." — the opponent's \[On Play\] does not trigger; the Leader's own player's does.
#[test]
fn r8_2_your_opponents_on_play_effects_are_negated_as_a_permanent() {
    let negator = CardDef {
        kind: CardKind::Leader,
        life: 5,
        ..character("TST-Y95", 5, 5000, vec![Ability::Permanent {
            conditions: vec![],
            effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::OnPlayNegated },
        }])
    };
    // TST-008: a cost-2 Character whose [On Play] draws 1 card
    let mut g = Scenario::new().card(negator.clone()).leader(B, "TST-Y95").hand(A, &["TST-008"]).don(A, 2, 0).build();
    let e = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&e, A), 0, "the opponent's Leader negates A's [On Play]");
    let mut g = Scenario::new().card(negator).leader(A, "TST-Y95").hand(A, &["TST-008"]).don(A, 2, 0).build();
    let e = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&e, A), 1, "its own player's [On Play] is not negated");
}

/// "The next time you play a Character card with a cost of 3 or less … the cost will be reduced
/// by 1": a cost-4 card pays in full (the reduction waits), a cost-3 card — at the bound — pays 2.
#[test]
fn a_play_cost_reduction_up_to_a_cost_takes_the_bound_and_not_above() {
    let cut = main_event("TST-Y96", 0, Effect::NextPlayCost { filter: Filter { kind: Some(CardKind::Character), cost_max: Some(3), ..Filter::any() }, by: 1 });
    let mut g = Scenario::new()
        .card(cut)
        .card(character("TST-Y97", 4, 5000, vec![]))
        .card(character("TST-Y98", 3, 4000, vec![]))
        .hand(A, &["TST-Y96", "TST-Y97", "TST-Y98"])
        .don(A, 9, 0)
        .build();
    play!(g, hand_card(&g, A, "TST-Y96"));
    play!(g, hand_card(&g, A, "TST-Y97"));
    assert_eq!(g.don(A).1, 5, "cost 4 is above the bound: paid in full");
    play!(g, hand_card(&g, A, "TST-Y98"));
    assert_eq!(g.don(A).1, 3, "cost 3 is at the bound: 3 − 1 paid");
}

/// A play-cost reduction's cost bound reads the card's cost in the hand, where its own "give this
/// card in your hand −3 cost" / "+2 cost" applies, not its printed cost.
#[test]
fn a_play_cost_reductions_bound_reads_the_cost_in_the_hand() {
    let in_hand = |number: &str, cost: i32, by: i32| {
        character(number, cost, 5000, vec![Ability::Permanent {
            conditions: vec![],
            effect: Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Cost(by) },
        }])
    };
    // printed 5, 2 in the hand: "cost 3 or less" takes it
    let cut = main_event("TST-Y99", 0, Effect::NextPlayCost { filter: Filter { cost_max: Some(3), ..Filter::any() }, by: 1 });
    let mut g = Scenario::new().card(cut).card(in_hand("TST-YA1", 5, -3)).hand(A, &["TST-Y99", "TST-YA1"]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-Y99"));
    play!(g, hand_card(&g, A, "TST-YA1"));
    assert_eq!(g.don(A).1, 4, "2 − 1 paid");
    // printed 2, 4 in the hand: "cost 3 or more" takes it
    let cut = main_event("TST-YA2", 0, Effect::NextPlayCost { filter: Filter { cost_min: Some(3), ..Filter::any() }, by: 1 });
    let mut g = Scenario::new().card(cut).card(in_hand("TST-YA3", 2, 2)).hand(A, &["TST-YA2", "TST-YA3"]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-YA2"));
    play!(g, hand_card(&g, A, "TST-YA3"));
    assert_eq!(g.don(A).1, 2, "4 − 1 paid");
}
