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

/// 3-4-3. 特に指定のない限り、他のプレイヤーの手札を見ることはできません。
/// "Choose 1 card from your opponent's hand; your opponent reveals it": A cannot see B's hand, so
/// the card is taken at random with the game's seeded RNG, not always the last card drawn; 1 of
/// 4, over a dozen seeds more than one card comes up, and every one is one of B's hand.
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

/// 1-3-2-2. 何らかの理由で、ある行動を０回またはマイナス回行われることを求める場合、その行動は行われません。マイナスであっても逆の行動を行いません。
/// Looking at the cards of an empty pile is looking at none, so it is not done and its "if you
/// do" part does not follow; a look at one card is done.
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

/// 1-3-2-2. 何らかの理由で、ある行動を０回またはマイナス回行われることを求める場合、その行動は行われません。マイナスであっても逆の行動を行いません。
/// "Add up to 1 Character card from your trash to your hand" with none in the trash (only the
/// event itself, 8-4-2) moves nothing: not done, nothing asked.
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

/// "Play up to 2 Characters with a cost of 2 or less from your hand": one pick of up to 2 (not
/// the one-at-a-time pick of "up to 1 each of [A] and [B]").
#[test]
fn playing_up_to_two_from_the_hand_is_one_pick() {
    let e = Effect::Play { from: PlayFrom::Hand, filter: Filter::cost_at_most(2), up_to: 2, rested: false };
    let g = run(e, |s| s.hand(A, &["TST-001", "TST-002", "TST-004"]));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { prompt: Prompt::CardToPlay, candidates, min: 0, max: 2, .. }) => {
            let mut n = numbers(&g, &candidates);
            n.sort();
            assert_eq!(n, ["TST-001", "TST-002"]);
        }
        other => panic!("one pick of up to 2: {other:?}"),
    }
}

/// "Play this card" from the field (a Character's [Activate: Main] that reads it) plays nothing:
/// the card is on the field already — not done.
#[test]
fn playing_this_card_from_the_field_is_not_done() {
    let c = character("TST-X04", 0, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost: vec![],
        effect: Effect::IfDone(Box::new(Effect::PlayThis { rested: true }), Box::new(draw(1))),
    }]);
    let mut g = Scenario::new().card(c).field(A, &["TST-X04"]).build();
    let card = char_card(&g, A, "TST-X04");
    let ev = ok!(g, A, Action::ActivateAbility { card, ability_index: 0 });
    assert_eq!(draws(&ev, A), 0, "{ev:?}");
    assert_eq!(g.characters(A), vec![card], "the same Character, not played again");
    assert!(!side(&g, A).characters[0].rested);
}

fn give_rested_don(count: u8, to: Selector) -> Effect {
    Effect::GiveRestedDon { count, to }
}

/// "Give up to 1 rested DON!! card to your Leader or 1 of your Characters" with no rested DON!!
/// gives nothing and asks nothing: not done.
#[test]
fn giving_rested_don_with_none_rested_is_not_done() {
    let to = Selector::up_to(1, Side::You, Targetable::Character, Filter::any());
    assert_eq!(drew_if_done(give_rested_don(1, to), |s| s.field(A, &["TST-001", "TST-002"]).don(A, 2, 0)), 0);
}

/// "Give up to 1 rested DON!! card to each of your Characters": with enough rested DON!! for
/// each, each gets one, nothing asked, and it is done; with too few (5 rested, 2 each for 3
/// Characters) the player picks which receive, as many as the DON!! go round (2).
#[test]
fn giving_rested_don_to_each_character() {
    let each = |count| give_rested_don(count, Selector::all(Side::You, Targetable::Character, Filter::any()));
    assert_eq!(drew_if_done(each(1), |s| s.field(A, &["TST-001", "TST-002"]).don(A, 0, 2)), 1);
    let g = run(each(1), |s| s.field(A, &["TST-001", "TST-002"]).don(A, 0, 2));
    assert!(side(&g, A).characters.iter().all(|c| c.don == 1), "one each");
    let g = run(each(2), |s| s.field(A, &["TST-001", "TST-002", "TST-003"]).don(A, 0, 5));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { prompt: Prompt::DonReceiver, min: 0, max: 2, candidates, .. }) => assert_eq!(candidates.len(), 3),
        other => panic!("the receivers: {other:?}"),
    }
}

/// "Your opponent returns 1 DON!! card from their field to their DON!! deck. If they do, …"
#[test]
fn the_opponent_returning_don_is_done_when_they_return_it() {
    let back = Effect::ReturnDon { side: Side::Opponent, count: 1 };
    assert_eq!(drew_if_done(back.clone(), |s| s.don(B, 1, 0)), 1);
    assert_eq!(drew_if_done(back, |s| s.don(B, 0, 0)), 0);
}

/// "Trash the top card of each of your and your opponent's Life cards. If you do, …": done if
/// either player's card went, even with none on the other side.
#[test]
fn moving_the_top_of_each_players_life_is_done_if_either_moved() {
    let both = Effect::MoveTop { side: Side::Either, from: Pile::Life, count: 1, up_to: false, to: Dest::Trash };
    assert_eq!(drew_if_done(both.clone(), |s| s.life(A, &["TST-001"])), 1);
    assert_eq!(drew_if_done(both.clone(), |s| s.life(B, &["TST-001"])), 1);
    assert_eq!(drew_if_done(both, |s| s), 0);
}

fn life_end(side: Side, to: Dest) -> Effect {
    Effect::MoveTop { side, from: Pile::LifeEnds, count: 1, up_to: false, to }
}

/// "Add the top or bottom card of your Life cards to your hand" (自分のライフの上か下から1枚を手札に
/// 加える): the player picks the end (Life is face down, 3-10), the card goes to the hand, and it
/// is done; to the trash likewise. Of an empty Life, or read as the opponent's, nothing moves.
#[test]
fn the_top_or_bottom_life_card_to_the_hand() {
    for to in [Dest::Hand, Dest::Trash] {
        let mut g = run(Effect::IfDone(Box::new(life_end(Side::You, to)), Box::new(draw(1))), |s| s.life(A, &["TST-001", "TST-002"]));
        assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { options: OptionKind::TopOrBottom, .. })), "{to:?}: {:?}", kind(&g));
        let ev = option(&mut g, 1);
        assert!(is_main(&g));
        assert_eq!(g.life(A).len(), 1, "{to:?}");
        assert_eq!(draws(&ev, A), 1, "{to:?}: done: {ev:?}");
        let moved = if to == Dest::Hand { side(&g, A).hand.len() == 2 } else { side(&g, A).trash.len() == 2 };
        assert!(moved, "{to:?}: the Life card (and the event) went there");
    }
    assert_eq!(drew_if_done(life_end(Side::You, Dest::Hand), |s| s), 0, "no Life");
    assert_eq!(drew_if_done(life_end(Side::Opponent, Dest::Hand), |s| s.life(B, &["TST-001"])), 0, "not the opponent's");
}

/// "You cannot add Life cards to your hand using your own effects during this turn" (LifeToHandByEffect):
/// afterwards neither the top card nor "the top or bottom" Life card goes to the hand — but the
/// opponent's Life may, and trashing Life is not adding it to the hand.
#[test]
fn life_to_hand_by_effect_once_restricted() {
    let no_life_to_hand = Effect::Restrict { side: Side::You, what: PlayerRestriction::LifeToHandByEffect, duration: Duration::ThisTurn };
    let after = |e: Effect| Effect::Seq(vec![no_life_to_hand.clone(), e]);
    let top = |side, to| Effect::MoveTop { side, from: Pile::Life, count: 1, up_to: false, to };
    let lives = |s: Scenario| s.life(A, &["TST-001"]).life(B, &["TST-002"]);
    let g = run(after(top(Side::You, Dest::Hand)), lives);
    assert_eq!((g.life(A).len(), side(&g, A).hand.len()), (1, 0), "the top card stays");
    let g = run(after(life_end(Side::You, Dest::Hand)), lives);
    assert_eq!(g.life(A).len(), 1, "the top or bottom card stays");
    let g = run(after(top(Side::You, Dest::Trash)), lives);
    assert_eq!(g.life(A).len(), 0, "trashed");
    let g = run(after(top(Side::Opponent, Dest::Hand)), lives);
    assert_eq!(g.life(B).len(), 0, "the opponent's Life to its owner's hand");
    // without the restriction, the top card goes
    let g = run(top(Side::You, Dest::Hand), lives);
    assert_eq!(g.life(A).len(), 0);
}

/// "Your opponent may add up to 1 card from the top of their deck to the top of their Life": the
/// card comes from B's deck to B's Life, not from A's.
#[test]
fn up_to_one_of_the_opponents_deck_to_their_life() {
    let e = Effect::MoveTop { side: Side::Opponent, from: Pile::Deck, count: 1, up_to: true, to: Dest::Life { face_up: false } };
    let mut g = run(e, |s| s);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { .. })), "{:?}", kind(&g));
    let seat = g.decision_seat().expect("asked");
    yes(&mut g);
    assert!(is_main(&g), "{:?} ({seat})", kind(&g));
    assert_eq!((g.life(A).len(), g.life(B).len()), (0, 1));
    assert_eq!((g.deck(A).len(), g.deck(B).len()), (10, 9));
}

/// "Trash the top card of your deck. If you do, …": done when a card went.
#[test]
fn moving_the_top_card_of_the_deck_is_done_when_it_moves() {
    let mill = || Effect::MoveTop { side: Side::You, from: Pile::Deck, count: 1, up_to: false, to: Dest::Trash };
    assert_eq!(drew_if_done(mill(), |s| s), 1);
}

/// 1-3-2-2: "K.O. up to 1 of your opponent's Characters. If you do, …" with none to K.O. is not
/// done; "K.O. 1 of your opponent's Characters" with exactly one there needs no choice.
#[test]
fn targeting_none_is_not_done_and_exactly_one_is_no_choice() {
    let ko = |sel| Effect::Targeted { sel, act: Act::Ko };
    assert_eq!(drew_if_done(ko(Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any())), |s| s), 0);
    let exactly_one = Selector { up_to: false, ..Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()) };
    let g = run(ko(exactly_one), |s| s.field(B, &["TST-001"]));
    assert!(is_main(&g), "nothing to choose: {:?}", kind(&g));
    assert!(g.characters(B).is_empty(), "K.O.'d");
}

/// "Rest all of your opponent's Characters" rests every one; "rest up to 2 of your opponent's
/// Characters; give those Characters −1000 power" gives each of the two.
#[test]
fn all_of_and_those_cards_act_on_every_card() {
    let rest_all = Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::any()), act: Act::Rest };
    let g = run(rest_all, |s| s.field(B, &["TST-001", "TST-002"]));
    assert!(side(&g, B).characters.iter().all(|c| c.rested), "all rested");
    let rest_two = Effect::Targeted { sel: Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Rest };
    let weaken = Effect::Targeted { sel: Selector::chosen(), act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) };
    let mut g = run(Effect::Seq(vec![rest_two, weaken]), |s| s.field(B, &["TST-001", "TST-002"]));
    let both = g.characters(B);
    pick(&mut g, &both);
    assert!(is_main(&g), "{:?}", kind(&g));
    let powers: Vec<i32> = side(&g, B).characters.iter().map(|c| c.power).collect();
    assert_eq!(powers, [1000, 2000], "TST-001 2000 and TST-002 3000, each −1000");
}

/// "Play up to 1 each of a cost-1 and a cost-2 Character from your hand. If you do, …": done when
/// one was played, not when none was.
#[test]
fn playing_one_each_is_done_when_one_is_played() {
    let alts = vec![Filter::cost_at_most(1), Filter { cost_min: Some(2), cost_max: Some(2), ..Filter::any() }];
    let filter = Filter { one_each: true, any_of: alts, ..Filter::of_kind(CardKind::Character) };
    let e = Effect::IfDone(Box::new(Effect::Play { from: PlayFrom::Hand, filter, up_to: 2, rested: false }), Box::new(draw(1)));
    let mut g = run(e.clone(), |s| s.hand(A, &["TST-001", "TST-002"]));
    let one = hand_card(&g, A, "TST-001");
    pick(&mut g, &[one]);
    let ev = pick(&mut g, &[]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.find(A, Zone::Character, "TST-001").is_some());
    assert_eq!(draws(&ev, A), 1, "{ev:?}");
    // none played (1-3-2-2): not done
    let mut g = run(e, |s| s.hand(A, &["TST-001", "TST-002"]));
    let ev = pick(&mut g, &[]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(draws(&ev, A), 0, "{ev:?}");
}

/// "Place up to 1 of your opponent's Characters at the top of their deck" (デッキの上に置く): on
/// the top, not the bottom nor the trash; "return up to 1 of your opponent's Leader or
/// Characters to the owner's hand" with the Leader picked leaves the Leader where it is.
#[test]
fn a_character_to_the_top_of_the_deck_and_a_leader_stays() {
    let top = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::ToDeckTop };
    let mut g = run(top, |s| s.field(B, &["TST-004"]).deck(B, &["TST-001", "TST-002"]));
    let c = char_card(&g, B, "TST-004");
    pick(&mut g, &[c]);
    assert!(is_main(&g), "{:?}", kind(&g));
    let deck = numbers(&g, &g.deck(B));
    assert_eq!(deck.last().map(String::as_str), Some("TST-004"), "on top: {deck:?}");
    assert!(g.trash(B).is_empty());
    let bounce = Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::LeaderOrCharacter, Filter::any()), act: Act::ReturnToHand };
    let mut g = run(bounce, |s| s.field(B, &["TST-004"]));
    let leader = g.leader(B);
    pick(&mut g, &[leader]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.leader(B), leader, "the Leader stays in the Leader area");
    assert!(side(&g, B).hand.is_empty());
}

fn exactly(n: u8, side: Side, what: Targetable) -> Selector {
    Selector { up_to: false, ..Selector::up_to(n, side, what, Filter::any()) }
}

/// A choice in two parts: "Rest 1 of your opponent's Characters and 1 of their Stages" with
/// exactly one of each needs no choice; "rest all of your opponent's Characters and up to 1 of
/// their Stages" rests every Character; "…; then give those Characters and your opponent's
/// Leader −1000 power" gives each of those cards.
#[test]
fn a_choice_in_two_parts_acts_on_every_card_it_names() {
    let rest = |sel| Effect::Targeted { sel, act: Act::Rest };
    let g = run(rest(exactly(1, Side::Opponent, Targetable::Character).and(exactly(1, Side::Opponent, Targetable::Stage))), |s| s.field(B, &["TST-001"]).stage(B, "TST-017"));
    assert!(is_main(&g), "nothing to choose: {:?}", kind(&g));
    assert!(side(&g, B).characters[0].rested && side(&g, B).stage.as_ref().is_some_and(|s| s.rested));
    let all_and_stage = Selector::all(Side::Opponent, Targetable::Character, Filter::any()).and(Selector::up_to(1, Side::Opponent, Targetable::Stage, Filter::any()));
    let mut g = run(rest(all_and_stage), |s| s.field(B, &["TST-001", "TST-002"]).stage(B, "TST-017"));
    if let Some(DecisionKind::ChooseCards { .. }) = kind(&g) {
        pick(&mut g, &[]); // no Stage
    }
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(side(&g, B).characters.iter().all(|c| c.rested), "every Character");
    let weaken = Effect::Targeted { sel: Selector::chosen().and(exactly(1, Side::Opponent, Targetable::Leader)), act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) };
    let mut g = run(Effect::Seq(vec![rest(Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::any())), weaken]), |s| s.field(B, &["TST-001", "TST-002"]));
    let both = g.characters(B);
    pick(&mut g, &both);
    assert!(is_main(&g), "{:?}", kind(&g));
    let powers: Vec<i32> = side(&g, B).characters.iter().map(|c| c.power).collect();
    assert_eq!(powers, [1000, 2000], "both chosen Characters −1000");
    assert_eq!(g.power(g.leader(B)), Some(4000), "and the Leader");
}

/// 8-6-3. カードの発動や効果の発動により、ある効果の発動タイミングが満たされた場合、ある効果は、先に発動した
/// カードの効果の解決後に効果を発動することができます。
/// B's "When your opponent activates an Event" triggers as A's Event is activated, before its
/// effect K.O.s; the [On K.O.] of a Character that effect K.O.s triggers later, in a batch of its
/// own — no order to choose between it and the watcher; two Characters K.O.'d by the one effect
/// trigger together, and B picks the order of those two.
#[test]
fn r8_6_3_the_triggers_of_an_effects_ko_come_after_those_of_its_activation() {
    let watcher = character("TST-X05", 1, 1000, vec![auto(When::OpponentActivatesEvent { or_trigger: false, or_blocker: false }, draw(1))]);
    for (ko, orders) in [(Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::cost_at_most(2)), act: Act::Ko }, 0), (Effect::Targeted { sel: Selector::all(Side::Opponent, Targetable::Character, Filter::cost_at_most(2)), act: Act::Ko }, 1)] {
        let mut g = run(ko, |s| s.card(watcher.clone()).field(B, &["TST-X05", "TST-013", "TST-013"]));
        let mut asked = 0;
        for _ in 0..10 {
            match kind(&g) {
                Some(DecisionKind::ChooseCards { candidates, .. }) => {
                    // an [On K.O.] Character
                    let last_word = candidates.iter().copied().find(|&c| g.number_of(c) == Some("TST-013")).expect("a candidate");
                    pick(&mut g, &[last_word]);
                }
                Some(DecisionKind::ChooseOption { triggers, .. }) => {
                    assert_eq!(triggers.len(), 2, "the two [On K.O.]s, not the watcher");
                    asked += 1;
                    option(&mut g, 0);
                }
                _ => break,
            }
        }
        assert!(is_main(&g), "{:?}", kind(&g));
        assert_eq!(asked, orders, "orders asked");
    }
}
