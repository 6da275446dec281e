//! The edges of the effect interpreter's shapes, one test per edge a mutation run of
//! `resolver/interpret.rs` found unchecked: a pick from a hand its picker cannot see is random
//! (3-4-3), a look at no cards is not done (1-3-2-2), "activate this card's …" runs the ability
//! of that timing only and only if its conditions hold, "rest a DON!! or a Character" offers
//! only what is there, a card is moved only from where the text says, and each pick of cards
//! says what it is for.
mod support;
use support::*;

/// A [Main] event of cost 0 with `effect`, played by A from a scenario `f` builds; returns the
/// game at its first decision (or back in the main phase).
fn run(effect: Effect, f: impl FnOnce(Scenario) -> Scenario) -> Game {
    let mut g = f(Scenario::new().card(main_event("TST-X00", 0, effect)).hand(A, &["TST-X00"])).build();
    play!(g, hand_card(&g, A, "TST-X00"));
    g
}

/// `effect`, then "If you do, draw 1 card." (with nothing else in A's hand); returns how many
/// cards A drew.
fn drew_if_done(effect: Effect, f: impl FnOnce(Scenario) -> Scenario) -> usize {
    let g = run(Effect::IfDone(Box::new(effect), Box::new(draw(1))), f);
    assert!(is_main(&g), "no decision left: {:?}", kind(&g));
    // the event has left the hand: what is there was drawn
    g.view(A).sides[A].hand.len()
}

fn side(g: &Game, seat: Seat) -> SideView {
    g.view(seat).sides[seat].clone()
}

/// The numbers of the cards A's view says were revealed, in order.
fn revealed(g: &Game) -> Vec<String> {
    let ids: Vec<CardId> = g.view(A).log.iter().filter_map(|e| match e {
        Event::Revealed { card, .. } => Some(card.id),
        _ => None,
    }).collect();
    numbers(g, &ids)
}

/// 3-4-3 (非公開領域のカードを選ぶ場合、無作為に選ぶ): "Choose 1 card from your opponent's hand;
/// your opponent reveals it" — a hand A cannot see, so the card is taken at random with the
/// game's seeded RNG, not always the last card drawn; from 1 card of 4, over a dozen seeds more
/// than one card comes up, and every one is one of B's hand.
#[test]
fn r3_4_3_a_card_taken_from_a_hidden_hand_is_random() {
    let hand = ["TST-001", "TST-002", "TST-003", "TST-004"];
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..=12 {
        let look = Effect::Look { side: Side::Opponent, from: Pile::Hand, count: Some(1), reveal: true };
        let g = run(look, |s| s.hand(B, &hand).seed(seed));
        let r = revealed(&g);
        assert_eq!(r.len(), 1, "one card revealed: {r:?}");
        assert!(hand.contains(&r[0].as_str()));
        seen.insert(r[0].clone());
    }
    assert!(seen.len() > 1, "always the same card: {seen:?}");
}

/// 1-3-2-2: looking at the cards of an empty pile is looking at none, so it is not done and its
/// "if you do" part does not follow; a look at one card is done.
#[test]
fn r1_3_2_2_a_look_at_no_cards_is_not_done() {
    let look = || Effect::Look { side: Side::Opponent, from: Pile::Life, count: None, reveal: false };
    assert_eq!(drew_if_done(look(), |s| s), 0, "B has no Life cards");
    assert_eq!(drew_if_done(look(), |s| s.life(B, &["TST-001"])), 1, "B has one");
}

/// "Activate this card's [Activate: Main] effect" runs that ability, not the card's first one.
/// The card's [Activate: Main] draws; it also has a [Counter] ability that trashes the hand.
#[test]
fn activating_own_ability_runs_the_one_of_that_timing() {
    let mut e = main_event("TST-X01", 0, Effect::ActivateOwn(OwnAbility::Activated(ActTiming::ActivateMain)));
    let trash_hand = Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: Effect::ALL, up_to: false, filter: Filter::any(), to: Dest::Trash };
    e.abilities.insert(0, Ability::Activated { timing: ActTiming::Counter, conditions: vec![], once_per_turn: false, cost: vec![], effect: trash_hand });
    e.abilities.push(Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![], effect: draw(2) });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X01", "TST-001"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X01"));
    assert_eq!(draws(&ev, A), 2, "the [Activate: Main] ability drew: {ev:?}");
    assert!(g.find(A, Zone::Hand, "TST-001").is_some(), "the [Counter] ability did not run");
}

/// A Character whose [Activate: Main] is "Activate this card's [On K.O.] effect": of its [On
/// Play] (draw 1) and its [On K.O.] (draw 2), the [On K.O.] one runs — and only if its
/// conditions hold (here: this Character has 1 DON!! given).
#[test]
fn activating_own_auto_ability_runs_the_one_of_that_timing_if_its_conditions_hold() {
    for don in [0u8, 1] {
        let mut c = character("TST-X02", 1, 1000, vec![auto(When::OnPlay, draw(1))]);
        c.abilities.push(Ability::Auto { when: When::OnKo, conditions: vec![Condition::Don(1)], once_per_turn: false, optional: false, cost: vec![], effect: draw(2) });
        c.abilities.push(Ability::Activated {
            timing: ActTiming::ActivateMain,
            conditions: vec![],
            once_per_turn: false,
            cost: vec![],
            effect: Effect::IfDone(Box::new(Effect::ActivateOwn(OwnAbility::Auto(When::OnKo))), Box::new(draw(1))),
        });
        let mut g = Scenario::new().card(c).field_with_don(A, "TST-X02", don).build();
        let card = char_card(&g, A, "TST-X02");
        // its third ability
        let ev = ok!(g, A, Action::ActivateAbility { card, ability_index: 2 });
        assert!(is_main(&g), "{:?}", kind(&g));
        assert_eq!(draws(&ev, A), if don == 1 { 3 } else { 0 }, "DON!! {don}: the [On K.O.] draw 2, then the 'if you do' draw: {ev:?}");
    }
}

/// "Look at 2 cards from the top of your deck and place them at the top or bottom of the deck in
/// any order": the 2 top cards are the ones looked at and offered, not more.
#[test]
fn arranging_the_top_of_the_deck_looks_at_that_many_cards() {
    let deck = ["TST-001", "TST-002", "TST-003", "TST-004", "TST-005", "TST-006", "TST-007", "TST-008"];
    let g = run(Effect::Arrange { life: false, count: 2, top_only: false }, |s| s.deck(A, &deck));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, prompt: Prompt::ToDeckBottom, .. }) => {
            let mut n = numbers(&g, &candidates);
            n.sort();
            assert_eq!(n, ["TST-007", "TST-008"], "the top two");
        }
        other => panic!("the pick for the bottom: {other:?}"),
    }
}

fn rest_don_or_character(count: u8) -> Effect {
    Effect::RestDonOrCharacter { count, filter: Filter::cost_at_most(3) }
}

/// "Rest up to N of your opponent's DON!! cards or Characters with a cost of 3 or less": with
/// only DON!! to rest (B's Character is rested already) there is nothing to choose between — a
/// DON!! is rested each time, N times.
#[test]
fn resting_a_don_or_a_character_with_only_don_rests_don_each_time() {
    for n in [1u8, 2] {
        let g = run(rest_don_or_character(n), |s| s.don(B, 3, 0).field_rested(B, &["TST-001"]));
        assert!(is_main(&g), "nothing asked: {:?}", kind(&g));
        assert_eq!((side(&g, B).don_active, side(&g, B).don_rested), (3 - n, n), "{n} rested");
    }
    // done once, so "if you do" follows
    assert_eq!(drew_if_done(rest_don_or_character(1), |s| s.don(B, 1, 0)), 1);
}

/// With no active DON!! the pick is among the Characters only: no "DON!! or Character" question.
#[test]
fn resting_a_don_or_a_character_with_no_active_don_picks_a_character() {
    let g = run(rest_don_or_character(1), |s| s.don(B, 0, 2).field(B, &["TST-001"]));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(numbers(&g, &candidates), ["TST-001"]),
        other => panic!("a Character to rest: {other:?}"),
    }
    // neither: not done
    assert_eq!(drew_if_done(rest_don_or_character(1), |s| s.don(B, 0, 2).field_rested(B, &["TST-001"])), 0);
}

/// "Add this card to your hand" is for the resolving card (an event or a [Trigger]); a
/// Character's [On Play] with it leaves the Character on the field.
#[test]
fn this_card_to_hand_moves_only_a_resolving_or_trashed_card() {
    let c = character("TST-X03", 0, 1000, vec![auto(When::OnPlay, Effect::IfDone(Box::new(Effect::ThisToHand), Box::new(draw(1))))]);
    let mut g = Scenario::new().card(c).hand(A, &["TST-X03"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-X03"));
    assert!(g.find(A, Zone::Character, "TST-X03").is_some(), "still on the field");
    assert_eq!(draws(&ev, A), 0, "not done: {ev:?}");
}

/// "Rest up to 1 of your Characters; then play that card": "that card" is on the field already,
/// so it is not played again.
#[test]
fn playing_that_card_does_not_play_a_card_on_the_field() {
    let rest = Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Rest };
    let e = Effect::Seq(vec![rest, Effect::IfDone(Box::new(Effect::PlayChosen { rested: false }), Box::new(draw(1)))]);
    let mut g = run(e, |s| s.field(A, &["TST-001"]));
    let c = char_card(&g, A, "TST-001");
    let ev = pick!(g, [c]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(draws(&ev, A), 0, "not played: {ev:?}");
    assert_eq!(side(&g, A).characters.len(), 1);
    assert!(side(&g, A).characters[0].rested, "the same Character, rested");
}

/// "Look at all of your Life cards, place 2 at the top of your deck and the rest in any order":
/// with 2 Life cards both go to the deck and nothing is left to order.
#[test]
fn ordering_life_with_every_card_to_the_deck_asks_nothing_more() {
    let mut g = run(Effect::OrderLife { side: Side::You, to_deck: 2 }, |s| s.life(A, &["TST-001", "TST-002"]));
    let Some(DecisionKind::ChooseCards { candidates, min: 2, max: 2, .. }) = kind(&g) else { panic!("{:?}", kind(&g)) };
    pick(&mut g, &candidates);
    // the order of the two on the deck, if asked
    while let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) {
        pick(&mut g, &candidates[..1]);
    }
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(side(&g, A).life.is_empty());
}

/// "Your opponent reveals 1 card from their hand; trash the revealed card" read as A's own
/// ("trash *your* revealed card"): the revealed card is B's, so A's part moves nothing — a card
/// is moved only by its owner's side of the text, and only from a hidden area.
#[test]
fn the_revealed_card_is_moved_only_from_its_owners_side() {
    let look = Effect::Look { side: Side::Opponent, from: Pile::Hand, count: Some(1), reveal: true };
    let trash = Effect::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Trash };
    let g = run(Effect::Seq(vec![look, trash]), |s| s.hand(B, &["TST-001"]));
    assert_eq!(side(&g, B).hand.len(), 1, "B's card stays in B's hand");
    assert!(side(&g, B).trash.is_empty());
    // and a revealed card that does not match the filter stays where it is
    let reveal = Effect::RevealTop { life: false };
    let to_hand = Effect::MoveChosen { side: Side::You, from: Pile::Revealed, by: Side::You, count: 1, up_to: false, filter: Filter::cost_at_most(2), to: Dest::Hand };
    let g = run(Effect::Seq(vec![reveal, to_hand]), |s| s.deck(A, &["TST-001", "TST-004"]));
    assert!(g.find(A, Zone::Deck, "TST-004").is_some(), "cost 4 is not 'cost 2 or less'");
    assert!(g.find(A, Zone::Hand, "TST-004").is_none());
}

/// 1-3-2-2: "add up to 1 Character card from your trash to your hand" with none in the trash (only
/// the event itself, 8-4-2) moves nothing: not done, nothing asked.
#[test]
fn r1_3_2_2_moving_from_an_empty_pile_is_not_done() {
    let filter = Filter::of_kind(CardKind::Character);
    let take = Effect::MoveChosen { side: Side::You, from: Pile::Trash, by: Side::You, count: 1, up_to: true, filter, to: Dest::Hand };
    assert_eq!(drew_if_done(take, |s| s), 0);
}

/// Each pick of cards says what it is for: cards of the hand to trash, the next card of the hand
/// to place on the deck, cards of the trash for the bottom of the deck.
#[test]
fn a_pick_of_cards_to_move_says_what_it_is_for() {
    let mv = |from, to| Effect::MoveChosen { side: Side::You, from, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to };
    for (from, to, want) in [
        (Pile::Hand, Dest::Trash, Prompt::TrashFromHand),
        (Pile::Hand, Dest::Deck { bottom: true }, Prompt::NextToPlace),
        (Pile::Hand, Dest::DeckTopOrBottom, Prompt::NextToPlace),
        (Pile::Trash, Dest::Deck { bottom: true }, Prompt::ToDeckBottom),
        (Pile::Trash, Dest::Hand, Prompt::Targets),
    ] {
        let g = run(mv(from, to), |s| s.hand(A, &["TST-001", "TST-002"]).trash(A, &["TST-003", "TST-004"]));
        match kind(&g) {
            Some(DecisionKind::ChooseCards { prompt, .. }) => assert_eq!(prompt, want, "{from:?} → {to:?}"),
            other => panic!("{from:?} → {to:?}: {other:?}"),
        }
    }
}
