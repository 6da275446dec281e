//! "If you do" (そうした場合): the part after it happens only if the part before it was done. An
//! action done zero times is not done (1-3-2-2: 「何らかの理由で、ある行動を０回またはマイナス回行われることを
//! 求める場合、その行動は行われません。」), so an "up to N" pick of none is not doing it; each kind of
//! effect that ends in a pick reports whether it did something. The cases come from the "if you
//! do" flags a mutation run of `resolver/answers.rs` found untested.
mod support;
use support::*;

/// A [Main] Event "<first>. If you do, draw 1 card." played by A from a hand of itself and
/// `hand`; returns the game at its first decision.
fn if_done(first: Effect, f: impl FnOnce(Scenario) -> Scenario) -> Game {
    let e = main_event("TST-F00", 0, Effect::IfDone(Box::new(first), Box::new(draw(1))));
    let mut g = f(Scenario::new().card(e).hand(A, &["TST-F00"])).build();
    play!(g, hand_card(&g, A, "TST-F00"));
    g
}

fn drew_after(g: &mut Game, pick_ids: &[CardId]) -> usize {
    let ev = pick(g, pick_ids);
    draws(&ev, A)
}

/// Looking at cards and adding up to 1 to the hand is done only if one was added.
#[test]
fn r1_3_2_2_a_search_that_adds_nothing_is_not_done() {
    let search = || Effect::Search { look: 3, filter: Filter::any(), up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: false };
    for take in [false, true] {
        let mut g = if_done(search(), |s| s.deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"]));
        let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) else { panic!("the pick") };
        let picked: Vec<CardId> = if take { candidates[..1].to_vec() } else { Vec::new() };
        let mut drew = drew_after(&mut g, &picked);
        // the rest goes to the bottom in an order the player gives
        while let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) {
            let ev = pick(&mut g, &candidates[..1]);
            drew += draws(&ev, A);
        }
        // the added card moves deck → hand too
        assert_eq!(drew, 2 * usize::from(take), "added one and drew one: {take}");
    }
}

/// Playing up to 1 Character from the hand is done only if one was played.
#[test]
fn r1_3_2_2_a_play_of_none_is_not_done() {
    let play_one = || Effect::Play { from: PlayFrom::Hand, filter: Filter::of_kind(CardKind::Character), up_to: 1, rested: false };
    for take in [false, true] {
        let mut g = if_done(play_one(), |s| s.hand(A, &["TST-001"]));
        let c = hand_card(&g, A, "TST-001");
        let picked: Vec<CardId> = if take { vec![c] } else { Vec::new() };
        let drew = drew_after(&mut g, &picked);
        assert_eq!(drew, usize::from(take), "played one: {take}");
    }
}

/// Giving up to 1 rested DON!! card each to up to 2 Characters is done if any was given.
#[test]
fn r1_3_2_2_giving_don_to_none_is_not_done() {
    let give = || Effect::GiveRestedDon { count: 1, to: Selector::up_to(2, Side::You, Targetable::Character, Filter::any()) };
    for take in [false, true] {
        let mut g = if_done(give(), |s| s.field(A, &["TST-001", "TST-002"]).don(A, 0, 1));
        let c = char_card(&g, A, "TST-001");
        let picked: Vec<CardId> = if take { vec![c] } else { Vec::new() };
        let drew = drew_after(&mut g, &picked);
        assert_eq!(drew, usize::from(take), "gave one: {take}");
        assert_eq!(g.attached_don(c), Some(u8::from(take)));
    }
}

/// "Add up to 2 cards from the top of your deck to the top of your Life cards": asked once per
/// card, twice at most; adding none is not doing it.
#[test]
fn r1_3_2_2_adding_up_to_n_deck_cards_to_life() {
    let add = || Effect::MoveTop { side: Side::You, from: Pile::Deck, count: 2, up_to: true, to: Dest::Life { face_up: false } };
    let mut g = if_done(add(), |s| s);
    let mut asked = 0;
    let mut drew = 0;
    while let Some(DecisionKind::YesNo { .. }) = kind(&g) {
        asked += 1;
        drew += draws(&yes(&mut g), A);
    }
    assert_eq!(asked, 2, "asked for each of the 2 cards, no more");
    assert_eq!(g.life(A).len(), 2);
    assert_eq!(drew, 1);
    let mut g = if_done(add(), |s| s);
    assert_eq!(draws(&no(&mut g), A), 0, "none added: not done");
    assert!(g.life(A).is_empty());
}

/// 1-3-2-1: 「すでにある状態にあるものを改めてその状態にするよう求められた場合、それは改めてその状態になるわけ
/// ではなく、その行為自体が行われません。」 "Rest up to 1 of your opponent's DON!! cards or Characters":
/// choosing a Character offers only the active ones.
#[test]
fn r1_3_2_1_resting_a_character_offers_only_active_ones() {
    let mut g = if_done(Effect::RestDonOrCharacter { count: 1, filter: Filter::any() }, |s| s.field(B, &["TST-001"]).field_rested(B, &["TST-002"]).don(B, 1, 0));
    // option 1: a Character
    option(&mut g, 1);
    let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) else { panic!("the Character pick: {:?}", kind(&g)) };
    assert_eq!(numbers(&g, &candidates), vec!["TST-001"]);
}

/// "Rest up to a total of 1 of your opponent's DON!! cards or Characters. If you do, draw 1":
/// a DON!! rested is done (1-3-2-2), and nothing more is asked once the total is reached.
#[test]
fn r1_3_2_2_resting_a_don_card_of_a_total_is_done() {
    let mut g = if_done(Effect::RestDonOrCharacter { count: 1, filter: Filter::any() }, |s| s.field(B, &["TST-001"]).don(B, 2, 0).deck(A, &["TST-003", "TST-003"]));
    let before = g.don(B);
    let ev = option(&mut g, 0);
    assert_eq!(g.don(B), (before.0, before.1 - 1, before.2 + 1), "one of the opponent's DON!! rested");
    assert_eq!(draws(&ev, A), 1, "done: the draw follows");
    assert!(is_main(&g), "the total of 1 is reached: {:?}", kind(&g));
}

/// "You may trash 1 card from your hand and rest 1 of your DON!! cards. If you do, draw 1 card."
/// (「自分の手札1枚を捨て、自分のドン‼1枚をレストにしてもよい。そうした場合、…」): the two are optional
/// as one — declined, neither happens and nothing follows; accepted, both happen and the rest
/// follows.
#[test]
fn r1_3_2_2_you_may_a_and_b_is_one_choice() {
    let both = || {
        Effect::May(Box::new(Effect::Seq(vec![
            Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Trash },
            Effect::SetDon { side: Side::You, count: 1, rested: true, up_to: false },
        ])))
    };
    for accept in [false, true] {
        let mut g = if_done(both(), |s| s.hand(A, &["TST-001"]).don(A, 1, 0));
        let ev = if accept { yes(&mut g) } else { no(&mut g) };
        let mut drew = draws(&ev, A);
        if accept {
            let c = hand_card(&g, A, "TST-001");
            drew += drew_after(&mut g, &[c]);
        }
        assert_eq!(g.find(A, Zone::Trash, "TST-001").is_some(), accept, "trashed only if accepted");
        assert_eq!(g.view(A).sides[A].don_rested, u8::from(accept), "a DON!! rested only if accepted");
        assert_eq!(drew, usize::from(accept), "'if you do' follows only if accepted");
    }
}

/// 1-3-2: 「…効果により一定の量の行動を行うよう求められたとき、その一部のみ実行不可能な場合、可能な限り
/// その行動を行います。」 "Draw 1 card. If you do, draw 1 card.": a draw that drew is done.
#[test]
fn r1_3_2_a_draw_that_drew_is_done() {
    let e = main_event("TST-F02", 0, Effect::IfDone(Box::new(draw(1)), Box::new(draw(1))));
    let mut g = Scenario::new().card(e).hand(A, &["TST-F02"]).build();
    let ev = play!(g, hand_card(&g, A, "TST-F02"));
    assert_eq!(draws(&ev, A), 2, "drew: the 'if you do' part draws too");
}

/// 1-3-2-2: 「何らかの理由で、ある行動を０回またはマイナス回行われることを求める場合、その行動は行われ
/// ません。」 "Draw 1 card for every one of your Characters. If you do, trash 1 card from the top of
/// your opponent's Life cards.": with no Character the draw is of 0 cards, so it is not done.
#[test]
fn r1_3_2_2_a_draw_of_zero_cards_is_not_done() {
    let per_character = Amount::PerCount { each: 1, per: 1, of: Counted::YourCharacters(Filter::any()) };
    let trash_life = Effect::MoveTop { side: Side::Opponent, from: Pile::Life, count: 1, up_to: false, to: Dest::Trash };
    let e = main_event("TST-F03", 0, Effect::IfDone(Box::new(Effect::Draw { amount: per_character, up_to: false }), Box::new(trash_life)));
    let build = |s: Scenario| s.card(e.clone()).hand(A, &["TST-F03"]).life(B, &["TST-001", "TST-001"]).build();
    let mut g = build(Scenario::new());
    let ev = play!(g, hand_card(&g, A, "TST-F03"));
    assert_eq!(draws(&ev, A), 0);
    assert_eq!(g.life(B).len(), 2, "nothing drawn: not done");
    let mut g = build(Scenario::new().field(A, &["TST-001"]));
    let ev = play!(g, hand_card(&g, A, "TST-F03"));
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.life(B).len(), 1, "one drawn: done");
}

/// "Set up to 1 of your DON!! cards as active. If you do, draw 1 card.": done when a rested
/// DON!! was set active, not when none was rested (1-3-2-2).
#[test]
fn r1_3_2_2_setting_up_to_n_don_active_is_done_only_if_one_was() {
    let set = || Effect::SetDon { side: Side::You, count: 1, up_to: true, rested: false };
    for (rested, drew) in [(1, 1), (0, 0)] {
        let e = main_event("TST-F04", 0, Effect::IfDone(Box::new(set()), Box::new(draw(1))));
        let mut g = Scenario::new().card(e).hand(A, &["TST-F04"]).don(A, 1, rested).build();
        let ev = play!(g, hand_card(&g, A, "TST-F04"));
        assert_eq!(draws(&ev, A), drew, "{rested} rested DON!!");
    }
}

/// "Add up to 1 DON!! card from your DON!! deck and rest it. If you do, draw 1 card.": done
/// when a DON!! card was added, not with an empty DON!! deck (1-3-2-2).
#[test]
fn r1_3_2_2_adding_don_is_done_only_if_one_was_added() {
    for (on_field, drew) in [(9, 1), (10, 0)] {
        let e = main_event("TST-F05", 0, Effect::IfDone(Box::new(Effect::AddDon { count: 1, rested: true }), Box::new(draw(1))));
        let mut g = Scenario::new().card(e).hand(A, &["TST-F05"]).don(A, on_field, 0).build();
        let ev = play!(g, hand_card(&g, A, "TST-F05"));
        assert_eq!(draws(&ev, A), drew, "{on_field} DON!! on the field");
    }
}
