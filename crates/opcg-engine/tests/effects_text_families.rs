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
    let bottom = g.life(A)[0];
    let ev = pick!(g, [bottom]);
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(numbers_in(&g, g.life(A)), vec!["TST-003"]);
    assert!(g.find(A, Zone::Hand, "TST-002").is_some());
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

/// "Look at 3 cards from the top of your deck and place them at the top or bottom of the deck
/// in any order."
#[test]
fn arranging_the_top_of_the_deck() {
    let ev = main_event("TST-X91", 0, Effect::ArrangeTop { look: 3 });
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
    let ev = main_event("TST-X92", 0, Effect::RestOpponentDon { count: 1 });
    let mut g = Scenario::new().card(ev).hand(A, &["TST-X92"]).don(B, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-X92"));
    assert_eq!(g.don(B), (8, 1, 1));
}
