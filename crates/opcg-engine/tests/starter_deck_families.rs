//! Issue #10's Leader and starter-deck families (session 10): each shape the card grammar reads
//! for them, carried out by the engine (made-up cards in the templated wording).
mod support;
use support::*;

/// The cards a pick is asked among.
fn candidates(g: &Game) -> Vec<CardId> {
    match kind(g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => candidates,
        _ => Vec::new(),
    }
}

/// The DON!! given to `card` (0 when none).
fn given(g: &Game, card: CardId) -> u8 {
    g.attached_don(card).unwrap_or(0)
}

/// A [Main] event "Give up to `n` total of your currently given DON!! cards to 1 of your
/// Characters." (自分の付与されているドン‼合計N枚までを、自分のキャラ1枚に付与する)
fn give_given(number: &str, n: u8) -> CardDef {
    let one = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::any()) };
    main_event(number, 0, Effect::Targeted { sel: one, act: Act::GiveGivenDon(n) })
}

/// 4-4-2, 6-5-5-2: "Give up to 2 total of your currently given DON!! cards to 1 of your
/// Characters" moves DON!! already given (to the Leader or another Character) to the chosen
/// Character — the player picks where each comes from, and may stop early — and the power
/// follows them (+1000 each on the receiver, −1000 each where they left).
#[test]
fn r6_5_5_2_given_don_moved_to_a_character_carry_their_power() {
    let build = || {
        Scenario::new()
            .card(give_given("TST-G01", 2))
            .card(character("TST-G02", 1, 2000, vec![]))
            .card(character("TST-G03", 1, 3000, vec![]))
            .hand(A, &["TST-G01"])
            .leader_don(A, 1)
            .field_with_don(A, "TST-G02", 2)
            .field(A, &["TST-G03"])
            .build()
    };
    let mut g = build();
    let leader = g.leader(A);
    let (from, to) = (char_card(&g, A, "TST-G02"), char_card(&g, A, "TST-G03"));
    let leader_power = g.power(leader);
    play!(g, hand_card(&g, A, "TST-G01"));
    // the receiver: 1 of your Characters (exactly one)
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 1, max: 1, .. })), "{:?}", kind(&g));
    pick!(g, [to]);
    // where the first DON!! comes from: the Leader or the other Character, or none
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 1, .. })), "{:?}", kind(&g));
    let mut from_here = candidates(&g);
    from_here.sort_unstable();
    let mut holders = vec![leader, from];
    holders.sort_unstable();
    assert_eq!(from_here, holders, "the cards with DON!! given, not the receiver");
    pick!(g, [leader]);
    pick!(g, [from]);
    assert!(is_main(&g), "two moved: nothing more asked");
    assert_eq!((given(&g, leader), given(&g, from), given(&g, to)), (0, 1, 2));
    assert_eq!(g.power(to), Some(5000), "3000 + 2 given DON!!");
    assert_eq!(g.power(from), Some(3000), "2000 + the 1 left");
    assert_eq!(g.power(leader), leader_power.map(|p| p - 1000), "the Leader's DON!! went");
    assert_eq!(g.don(A), (10 - 3, 0, 0), "none came back to the cost area: (deck, active, rested)");
    // "up to": the player may stop after none
    let mut g = build();
    let to = char_card(&g, A, "TST-G03");
    play!(g, hand_card(&g, A, "TST-G01"));
    pick!(g, [to]);
    pick!(g, []);
    assert!(is_main(&g));
    assert_eq!(given(&g, to), 0, "none moved");
}

/// The same family with no DON!! given anywhere else: nothing moves, nothing more is asked.
#[test]
fn r4_4_2_no_given_don_nothing_to_move() {
    let mut g = Scenario::new()
        .card(give_given("TST-G01", 2))
        .card(character("TST-G03", 1, 3000, vec![]))
        .hand(A, &["TST-G01"])
        .field_with_don(A, "TST-G03", 1)
        .don(A, 2, 0)
        .build();
    let to = char_card(&g, A, "TST-G03");
    play!(g, hand_card(&g, A, "TST-G01"));
    assert!(is_main(&g), "its own DON!! do not count, the cost area's are not given: {:?}", kind(&g));
    assert_eq!(given(&g, to), 1);
}

/// An [Activate: Main] Character: "You may return `n` total of your currently given DON!!
/// cards to your cost area rested: draw 1 card." (自分の付与されているドン‼合計N枚をコストエリアに
/// レストで戻すことができる：)
fn returns_given(number: &str, n: u8) -> CardDef {
    character(
        number,
        1,
        3000,
        vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![Cost::GivenDonToCostArea(n)], effect: draw(1) }],
    )
}

/// 8-3-1-3, 6-5-5-4: "return 2 total of your currently given DON!! cards to your cost area
/// rested" is paid with DON!! given to any of the player's cards (this one's too), which go to the
/// cost area rested (they stay on the field: none goes to the DON!! deck); with fewer than 2
/// given it cannot be paid; with them on one card, or no more than due, nothing is asked.
#[test]
fn r8_3_1_3_given_don_returned_to_the_cost_area_rested_as_a_cost() {
    let mut g = Scenario::new().card(returns_given("TST-G04", 2)).field_with_don(A, "TST-G04", 1).leader_don(A, 1).deck(A, &["TST-001"]).build();
    let me = char_card(&g, A, "TST-G04");
    let ev = ok!(g, A, Action::ActivateAbility { card: me, ability_index: 0 });
    assert_eq!(draws(&ev, A), 1, "paid without a question");
    assert_eq!((given(&g, g.leader(A)), given(&g, me)), (0, 0));
    assert_eq!(g.don(A), (8, 0, 2), "both rested in the cost area");
    assert!(ev.iter().any(|e| matches!(e, Event::DonDetached { seat: A, count: 1, .. })), "logged");

    let g = Scenario::new().card(returns_given("TST-G04", 2)).field_with_don(A, "TST-G04", 1).don(A, 3, 0).build();
    let me = char_card(&g, A, "TST-G04");
    assert!(!g.legal_actions(A).contains(&Action::ActivateAbility { card: me, ability_index: 0 }), "1 given DON!! cannot pay for 2 (the cost area's are not given)");

    // three given, two due: the player picks where each comes from, one at a time
    let mut g = Scenario::new()
        .card(returns_given("TST-G04", 2))
        .card(character("TST-G02", 1, 2000, vec![]))
        .field_with_don(A, "TST-G04", 1)
        .field_with_don(A, "TST-G02", 2)
        .deck(A, &["TST-001"])
        .build();
    let (me, other) = (char_card(&g, A, "TST-G04"), char_card(&g, A, "TST-G02"));
    ok!(g, A, Action::ActivateAbility { card: me, ability_index: 0 });
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 1, max: 1, .. })), "{:?}", kind(&g));
    pick!(g, [other]);
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 1, max: 1, .. })), "the second one");
    let ev = pick!(g, [other]);
    assert_eq!(draws(&ev, A), 1, "paid: the effect resolves");
    assert_eq!((given(&g, me), given(&g, other)), (1, 0));
    assert_eq!(g.don(A).2, 2, "two rested in the cost area");
}

/// "[On Play] Play up to 1 each of [Kite], [Sail], and [Mast] with a cost of 2 from your hand."
/// (自分の手札からコスト2の、「Kite」と「Sail」と「Mast」それぞれ1枚ずつまでを、登場させる)
fn plays_one_each(number: &str) -> CardDef {
    let named = |n: &str| Filter { name: Some(NameMatch::Exact(n.into())), ..Filter::any() };
    let filter = Filter { cost_min: Some(2), cost_max: Some(2), any_of: vec![named("Kite"), named("Sail"), named("Mast")], one_each: true, ..Filter::any() };
    character(number, 1, 1000, vec![auto(When::OnPlay, Effect::Play { from: PlayFrom::Hand, filter, up_to: 3, rested: false })])
}

/// A test Character named `name`.
fn named_character(number: &str, name: &str, cost: i32) -> CardDef {
    let mut d = character(number, cost, 2000, vec![]);
    d.name = name.into();
    d
}

/// 4-8-1 (「N枚までを」: 0 to N chosen as the effect resolves), for each name of "up to 1 each of
/// [A], [B], and [C]" (「それぞれ1枚ずつまで」): the player picks one card at a time, never two of
/// one name, and may stop; the picked cards are played together once the picking ends; cards of
/// another name or cost are never offered.
#[test]
fn r4_8_1_play_up_to_one_each_of_three_names() {
    let build = || {
        Scenario::new()
            .card(plays_one_each("TST-E01"))
            .card(named_character("TST-E02", "Kite", 2))
            .card(named_character("TST-E03", "Sail", 2))
            .card(named_character("TST-E04", "Mast", 2))
            .card(named_character("TST-E05", "Mast", 3))
            .card(named_character("TST-E06", "Rope", 2))
            .hand(A, &["TST-E01", "TST-E02", "TST-E02", "TST-E03", "TST-E04", "TST-E05", "TST-E06"])
            .don(A, 1, 0)
            .build()
    };
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-E01"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 1, .. })), "{:?}", kind(&g));
    let offered = |g: &Game| {
        let mut v = numbers(g, &candidates(g));
        v.sort();
        v
    };
    assert_eq!(offered(&g), vec!["TST-E02", "TST-E02", "TST-E03", "TST-E04"], "the three names with a cost of 2 only");
    pick!(g, [hand_card(&g, A, "TST-E02")]);
    assert_eq!(offered(&g), vec!["TST-E03", "TST-E04"], "no second [Kite]");
    assert_eq!(g.characters(A).len(), 1, "nothing played while picking");
    pick!(g, [hand_card(&g, A, "TST-E04")]);
    pick!(g, [hand_card(&g, A, "TST-E03")]);
    assert!(is_main(&g), "all three picked: played");
    let mut on_field = numbers(&g, &g.characters(A));
    on_field.sort();
    assert_eq!(on_field, vec!["TST-E01", "TST-E02", "TST-E03", "TST-E04"]);

    // the player may stop after one
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-E01"));
    pick!(g, [hand_card(&g, A, "TST-E03")]);
    pick!(g, []);
    assert!(is_main(&g));
    let mut on_field = numbers(&g, &g.characters(A));
    on_field.sort();
    assert_eq!(on_field, vec!["TST-E01", "TST-E03"]);
}

/// "Select your opponent's rested Leader and up to 1 Character card. The selected cards will not
/// become active in your opponent's next Refresh Phase." (相手のレストの、リーダーとキャラ1枚までを
/// 選ぶ。選んだカードは次の相手のリフレッシュフェイズでアクティブにならない)
fn holds_down(number: &str) -> CardDef {
    let rested = Filter { rested: Some(true), ..Filter::any() };
    let leader = Selector { up_to: false, ..Selector::up_to(1, Side::Opponent, Targetable::Leader, rested.clone()) };
    let sel = leader.and(Selector::up_to(1, Side::Opponent, Targetable::Character, rested));
    main_event(
        number,
        0,
        Effect::Seq(vec![
            Effect::Targeted { sel, act: Act::Select },
            Effect::Targeted { sel: Selector::chosen(), act: Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh) },
        ]),
    )
}

/// 6-2-4 (the refresh phase sets the turn player's rested cards active), with "rested" limits: the
/// opponent's Leader is selected only if it is rested, with up to 1 of their rested Characters
/// (never an active one); the selected cards stay rested through the opponent's next Refresh
/// Phase, the others are set active as usual; "the selected cards" are all the cards chosen.
#[test]
fn r6_2_4_the_selected_rested_leader_and_character_stay_rested() {
    let build = |leader_rested: bool| {
        let s = Scenario::new()
            .card(holds_down("TST-H01"))
            .card(character("TST-H02", 1, 2000, vec![]))
            .hand(A, &["TST-H01"])
            .field_rested(B, &["TST-H02", "TST-H02"])
            .field(B, &["TST-H02"]);
        if leader_rested { s.leader_rested(B) } else { s }.build()
    };
    let mut g = build(true);
    play!(g, hand_card(&g, A, "TST-H01"));
    let rested: Vec<CardId> = g.characters(B).into_iter().filter(|&c| g.is_rested(c) == Some(true)).collect();
    assert_eq!(rested.len(), 2);
    let mut offered = candidates(&g);
    offered.sort_unstable();
    let mut want = rested.clone();
    want.sort_unstable();
    assert_eq!(offered, want, "the rested Characters only: {:?}", kind(&g));
    pick!(g, [rested[0]]);
    assert!(is_main(&g));
    end_turn(&mut g);
    assert_eq!(g.is_rested(g.leader(B)), Some(true), "the Leader stays rested");
    assert_eq!(g.is_rested(rested[0]), Some(true), "the selected Character stays rested");
    assert_eq!(g.is_rested(rested[1]), Some(false), "the other one is set active");

    // an active Leader is not selected
    let mut g = build(false);
    play!(g, hand_card(&g, A, "TST-H01"));
    let rested: Vec<CardId> = g.characters(B).into_iter().filter(|&c| g.is_rested(c) == Some(true)).collect();
    pick!(g, [rested[1]]);
    end_turn(&mut g);
    assert_eq!(g.is_rested(rested[1]), Some(true));
    assert_eq!(g.is_rested(rested[0]), Some(false));
}

// ------------------------------------------- session 11: "any number of" and "for every … moved"

/// "You may trash any number of {Test Crew} type cards from your hand. Your Leader or 1 of your
/// Characters gains +1000 power during this turn for every card trashed." (自分の手札から特徴
/// 《Test Crew》を持つカードを任意の枚数捨ててもよい。捨てたカード1枚につき、自分のリーダーかキャラ
/// 1枚は、このターン中、パワー+1000), a [Main] event.
fn trash_any_number(number: &str) -> CardDef {
    let trash = Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: Effect::ALL, up_to: true, filter: Filter::with_trait("Test Crew"), to: Dest::Trash };
    let one = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any()) };
    let power = Effect::Targeted { sel: one, act: Act::Power(Amount::PerCount { each: 1000, per: 1, of: Counted::Done(Done::Trashed) }, Duration::ThisTurn) };
    main_event(number, 0, Effect::Seq(vec![Effect::May(Box::new(trash)), power]))
}

/// 8-4-4-1, 1-3-5-1: "any number of" (任意の枚数) is a choice from none to every matching card
/// (here the 3 {Test Crew} cards, not the other one); the power after it counts the cards that
/// step trashed (+1000 each), fixed when it is given. Declined, the step trashed none: +0.
#[test]
fn r8_4_4_1_any_number_trashed_and_a_power_for_every_card_trashed() {
    let build = || {
        Scenario::new()
            .card(trash_any_number("TST-N01"))
            .card(character("TST-N02", 1, 2000, vec![]))
            .card(CardDef { traits: vec!["Other Crew".into()], ..character("TST-N03", 1, 1000, vec![]) })
            .hand(A, &["TST-N01", "TST-N02", "TST-N02", "TST-N02", "TST-N03"])
            .build()
    };
    let mut g = build();
    let leader = g.leader(A);
    let before = g.power(leader).unwrap_or(0);
    play!(g, hand_card(&g, A, "TST-N01"));
    yes(&mut g);
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 3, .. })), "{:?}", kind(&g));
    let crew = candidates(&g);
    assert_eq!(numbers(&g, &crew), vec!["TST-N02"; 3], "the {{Test Crew}} cards only");
    pick!(g, crew[..2]);
    // the Leader alone is "your Leader or 1 of your Characters": no choice
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.power(leader), Some(before + 2000), "+1000 for each of the 2 cards trashed");
    assert_eq!(g.hand(A).len(), 2, "one {{Test Crew}} card and the other one stay");
    // the power is fixed when given: trashing more later changes nothing
    assert_eq!(g.trash(A).len(), 3, "the 2 cards and the event");

    // declined: none trashed, +0 (the step chose no card)
    let mut g = build();
    play!(g, hand_card(&g, A, "TST-N01"));
    no(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.power(leader), Some(before));
    assert_eq!(g.hand(A).len(), 4);
}

/// "You may return any number of Characters on your field to the owner's hand. Up to 1 of your
/// Leader or Character cards gains +2000 power during this turn for every returned Character."
/// (自分の場のキャラを任意の枚数手札に戻してもよい。自分のリーダーかキャラ1枚までは、このターン
/// 中、戻したキャラ1枚につきパワー+2000), a [Main] event.
fn return_any_number(number: &str) -> CardDef {
    let any_number = Selector { count: Effect::ALL, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::any()) };
    let back = Effect::Targeted { sel: any_number, act: Act::ReturnToHand };
    let one = Selector::up_to(1, Side::You, Targetable::LeaderOrCharacter, Filter::any());
    let power = Effect::Targeted { sel: one, act: Act::Power(Amount::PerCount { each: 2000, per: 1, of: Counted::Done(Done::Returned) }, Duration::ThisTurn) };
    main_event(number, 0, Effect::Seq(vec![Effect::May(Box::new(back)), power]))
}

/// 8-4-4-1: "any number of" Characters on the field: the player picks from none to all of them;
/// "for every returned Character" counts those that went back to the hand (2 → +4000), given to
/// the card picked next (here the Character that stayed).
#[test]
fn r8_4_4_1_any_number_returned_and_a_power_for_every_returned_character() {
    let mut g = Scenario::new()
        .card(return_any_number("TST-N04"))
        .card(character("TST-N05", 1, 2000, vec![]))
        .card(character("TST-N06", 1, 3000, vec![]))
        .hand(A, &["TST-N04"])
        .field(A, &["TST-N05", "TST-N05", "TST-N06"])
        .build();
    let stays = char_card(&g, A, "TST-N06");
    play!(g, hand_card(&g, A, "TST-N04"));
    yes(&mut g);
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 3, .. })), "{:?}", kind(&g));
    let back: Vec<CardId> = candidates(&g).into_iter().filter(|&c| c != stays).collect();
    assert_eq!(back.len(), 2);
    pick!(g, back);
    assert_eq!(numbers(&g, &g.hand(A)), vec!["TST-N05"; 2], "both went back to the hand");
    // up to 1 of your Leader or Character cards: the Leader or the one that stayed
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 1, .. })), "{:?}", kind(&g));
    pick!(g, [stays]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.power(stays), Some(3000 + 4000), "+2000 for each of the 2 returned Characters");
}

/// 8-1-3-3-2: "If you have a rested \[TST-N07\], this Character gains +1000 power."
/// (自分の「TST-N07」がレストの場合、このキャラのパワー+1000。): a card of that name on the
/// player's field, the Leader or a Character, that is rested; active, or only in the hand, it
/// gives nothing.
#[test]
fn r8_1_3_3_2_a_permanent_under_a_rested_card_of_a_name_leader_or_character() {
    let rested_named = Filter { name: Some(NameMatch::Exact("TST-N07".into())), rested: Some(true), ..Filter::any() };
    let singer = character("TST-N08", 2, 3000, vec![Ability::Permanent {
        conditions: vec![Condition::AtLeast(Counted::YourLeaderAndCharacters(rested_named), 1)],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(1000)) },
    }]);
    let leader = CardDef { name: "TST-N07".into(), life: 4, ..CardDef::vanilla("TST-N09", "TST-N07", CardKind::Leader, Colour::Red) };
    let named = CardDef { name: "TST-N07".into(), ..character("TST-N10", 1, 2000, vec![]) };
    let power = |s: Scenario| {
        let g = s.build();
        g.power(char_card(&g, A, "TST-N08"))
    };
    let base = || Scenario::new().card(singer.clone()).card(leader.clone()).card(named.clone()).leader(A, "TST-N09").field(A, &["TST-N08"]);
    assert_eq!(power(base()), Some(3000), "the Leader of that name is active");
    assert_eq!(power(base().leader_rested(A)), Some(4000), "the rested Leader of that name");
    assert_eq!(power(base().field(A, &["TST-N10"])), Some(3000), "an active Character of that name");
    assert_eq!(power(base().field_rested(A, &["TST-N10"])), Some(4000), "a rested Character of that name");
    assert_eq!(power(base().field_rested(A, &["TST-N08"]).hand(A, &["TST-N10"])), Some(3000), "a rested card of another name; that name only in the hand");
}

/// "Return 1 of your Characters to the owner's hand, and play up to 1 Character card with a cost
/// of 5 or less from your hand that is a different color than the returned Character." (自分のキャラ
/// 1枚を、持ち主の手札に戻し、自分の手札から、戻したキャラと異なる色のコスト5以下のキャラカード1枚
/// までを、登場させる), a [Main] event.
fn return_then_other_colour(number: &str) -> CardDef {
    let one = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter::any()) };
    let filter = Filter { kind: Some(CardKind::Character), cost_max: Some(5), colour_not_chosen: true, ..Filter::any() };
    main_event(number, 0, Effect::Seq(vec![Effect::Targeted { sel: one, act: Act::ReturnToHand }, Effect::Play { from: PlayFrom::Hand, filter, up_to: 1, rested: false }]))
}

/// 8-4-4-1: "1 of your Characters" is exactly one (the only one is returned); the play after it
/// offers only hand cards sharing no colour with the Character returned — not the returned one
/// itself (red), not another red one, a green one; with no Character to return, none is "of a
/// different colour than the returned Character".
#[test]
fn r8_4_4_1_return_one_then_play_one_of_a_different_colour() {
    let green = |n: &str| CardDef { colours: vec![Colour::Green], ..character(n, 2, 3000, vec![]) };
    let mut g = Scenario::new()
        .card(return_then_other_colour("TST-N11"))
        .card(character("TST-N12", 2, 2000, vec![]))
        .card(character("TST-N13", 2, 2000, vec![]))
        .card(green("TST-N14"))
        .hand(A, &["TST-N11", "TST-N13", "TST-N14"])
        .field(A, &["TST-N12"])
        .build();
    let back = char_card(&g, A, "TST-N12");
    play!(g, hand_card(&g, A, "TST-N11"));
    // exactly one, and the only Character: returned with no question (a new card in the hand)
    assert_eq!(g.zone_of(back), None);
    assert_eq!(numbers(&g, &g.hand(A)), vec!["TST-N13", "TST-N14", "TST-N12"]);
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { min: 0, max: 1, .. })), "{:?}", kind(&g));
    assert_eq!(numbers(&g, &candidates(&g)), vec!["TST-N14"], "the green card only: not the returned red one, not another red one");
    let green_card = candidates(&g)[0];
    pick!(g, [green_card]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(numbers(&g, &g.characters(A)), vec!["TST-N14"]);

    // nothing returned: no card is of a different colour than it
    let mut g = Scenario::new().card(return_then_other_colour("TST-N11")).card(green("TST-N14")).hand(A, &["TST-N11", "TST-N14"]).build();
    play!(g, hand_card(&g, A, "TST-N11"));
    assert!(is_main(&g), "nothing asked: {:?}", kind(&g));
    assert!(g.characters(A).is_empty());
}
