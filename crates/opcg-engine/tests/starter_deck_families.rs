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

/// A Character of cost 7: "If your opponent has a Character with 8000 base power or more, give
/// this card in your hand −3 cost." (手札のこのカードは、相手の元々のパワー8000以上のキャラがいる
/// 場合、コスト-3。)
fn cheaper_in_hand(number: &str) -> CardDef {
    let big = Filter { base_power_min: Some(8000), ..Filter::any() };
    character(
        number,
        7,
        7000,
        vec![Ability::Permanent {
            conditions: vec![Condition::AtLeast(Counted::OpponentCharacters(big), 1)],
            effect: Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Cost(-3) },
        }],
    )
}

/// 8-1-3-3 (a permanent effect works where its text says: 「手札のこのカードは」, the card in the
/// hand), 6-5-3 (the cost paid to play a card is its cost): while the opponent has a Character
/// with 8000 base power or more, the card costs 3 less in the hand — it is played for 4 DON!!
/// — and not otherwise; once on the field the reduction is gone.
#[test]
fn r8_1_3_3_give_this_card_in_your_hand_minus_3_cost_under_a_condition() {
    let build = |big: bool| {
        Scenario::new()
            .card(cheaper_in_hand("TST-M01"))
            .card(character("TST-M02", 4, 8000, vec![]))
            .card(character("TST-M03", 4, 7000, vec![]))
            .hand(A, &["TST-M01"])
            .field(B, &[if big { "TST-M02" } else { "TST-M03" }])
            .don(A, 4, 0)
            .build()
    };
    let plays = |g: &Game, card: CardId| g.legal_actions(A).contains(&Action::PlayCard { card, replace: None });
    let mut g = build(true);
    let card = hand_card(&g, A, "TST-M01");
    assert_eq!(g.cost(card), Some(4), "7 − 3 in the hand");
    assert!(plays(&g, card), "4 DON!! pay the reduced cost");
    play!(g, card);
    assert_eq!(g.don(A), (6, 0, 4), "4 DON!! rested: (deck, active, rested)");
    let on_field = char_card(&g, A, "TST-M01");
    assert_eq!(g.cost(on_field), Some(7), "on the field it has its printed cost");

    let g = build(false);
    let card = hand_card(&g, A, "TST-M01");
    assert_eq!(g.cost(card), Some(7), "a 7000 base power Character is not enough");
    assert!(!plays(&g, card), "4 DON!! do not pay 7");
}

/// 6-6-1-2 (「エンドフェイズ終了時まで」 ends with 「ターン終了時まで」 in the End Phase): "your Leader
/// gains +2000 power until the end of your opponent's next End Phase" (自分のリーダーを、次の相手の
/// エンドフェイズ終了時まで、パワー+2000) lasts through the rest of this turn and the opponent's
/// whole next turn, and is gone in the turn after.
#[test]
fn r6_6_1_2_until_the_end_of_your_opponents_next_end_phase() {
    let leader = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Leader, Filter::any()) };
    let e = Effect::Targeted { sel: leader, act: Act::Power(Amount::Fixed(2000), Duration::UntilEndOfOpponentsNextEndPhase) };
    let mut g = Scenario::new().card(main_event("TST-M04", 0, e)).hand(A, &["TST-M04"]).build();
    let l = g.leader(A);
    let before = g.power(l);
    play!(g, hand_card(&g, A, "TST-M04"));
    let plus = before.map(|p| p + 2000);
    assert_eq!(g.power(l), plus, "this turn");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.power(l), plus, "through the opponent's next turn");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.power(l), before, "gone with that turn's End Phase");
}

/// 4-9-2 (a cost changed by effects), 8-1-3-1 (a permanent effect is continuously in force): "If
/// your Leader has the {Sky Pirates} type, this Character gains [Blocker] and +1 cost for every 4
/// cards in your trash." (…このキャラは【ブロッカー】を得て、自分のトラッシュ4枚につき、コスト+1。)
/// The cost follows the trash as it grows, step by step; without the Leader's type neither change
/// applies.
#[test]
fn r4_9_2_plus_1_cost_for_every_4_cards_in_your_trash() {
    let cond = || vec![Condition::LeaderHasTrait("Sky Pirates".into())];
    let guard = character(
        "TST-M05",
        2,
        3000,
        vec![
            Ability::Permanent { conditions: cond(), effect: Continuous { target: StaticTarget::This, modifier: Modifier::Grant(Keyword::Blocker) } },
            Ability::Permanent {
                conditions: cond(),
                effect: Continuous { target: StaticTarget::This, modifier: Modifier::CostBy(Amount::PerCount { each: 1, per: 4, of: Counted::YourTrash }) },
            },
        ],
    );
    let captain = CardDef { power: 5000, life: 5, traits: vec!["Sky Pirates".into()], ..CardDef::vanilla("TST-M06", "Sky Captain", CardKind::Leader, Colour::Red) };
    let trash: Vec<&str> = vec!["TST-001"; 9];
    let build = |typed: bool, n: usize| {
        let s = Scenario::new().card(guard.clone()).card(captain.clone()).field(A, &["TST-M05"]).trash(A, &trash[..n]);
        if typed { s.leader(A, "TST-M06") } else { s }.build()
    };
    for (n, cost) in [(0, 2), (3, 2), (4, 3), (8, 4), (9, 4)] {
        let g = build(true, n);
        let c = char_card(&g, A, "TST-M05");
        assert_eq!(g.cost(c), Some(cost), "{n} cards in the trash");
        assert!(g.has_keyword(c, Keyword::Blocker));
    }
    let g = build(false, 8);
    let c = char_card(&g, A, "TST-M05");
    assert_eq!(g.cost(c), Some(2), "the Leader without the type: printed cost");
    assert!(!g.has_keyword(c, Keyword::Blocker));
}

/// 10-2-1 (\[DON!! x1\]: the whole line applies while the card has a DON!! given), 8-1-3-1, 4-9-2:
/// a Leader "\[DON!! x1\] All of your Characters gain +1 cost. If you have a Character with a
/// cost of 8 or more, this Leader gains +1000 power." (【ドン‼×1】自分のキャラすべてを、コスト+1。自分の
/// コスト8以上のキャラがいる場合、このリーダーのパワー+1000。): with a DON!! given, every Character
/// costs 1 more and, with a cost 8 Character, the Leader gains +1000; without it, neither applies.
/// (A permanent's condition counts printed costs — `Game::filter_live` with `live: false`, the
/// engine's guard against self-reference — so a printed 7 made 8 by the first sentence is not
/// counted by the second.)
#[test]
fn r10_2_1_two_permanent_sentences_of_one_don_line() {
    let eight = Filter { cost_min: Some(8), ..Filter::any() };
    let captain = CardDef {
        power: 5000,
        life: 5,
        abilities: vec![
            Ability::Permanent { conditions: vec![Condition::Don(1)], effect: Continuous { target: StaticTarget::YourCharacters(Filter::any()), modifier: Modifier::Cost(1) } },
            Ability::Permanent {
                conditions: vec![Condition::Don(1), Condition::AtLeast(Counted::YourCharacters(eight), 1)],
                effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(1000)) },
            },
        ],
        ..CardDef::vanilla("TST-M07", "Cost Keeper", CardKind::Leader, Colour::Red)
    };
    let build = |don: u8, on_field: &str| {
        Scenario::new().card(captain.clone()).card(character("TST-M08", 8, 8000, vec![])).card(character("TST-M09", 6, 6000, vec![])).leader(A, "TST-M07").leader_don(A, don).field(A, &[on_field]).build()
    };
    let g = build(1, "TST-M08");
    let (l, c) = (g.leader(A), char_card(&g, A, "TST-M08"));
    assert_eq!(g.cost(c), Some(9), "8 + 1");
    assert_eq!(g.power(l), Some(5000 + 1000 + 1000), "printed, the given DON!! on its turn, +1000");
    let g = build(1, "TST-M09");
    assert_eq!(g.cost(char_card(&g, A, "TST-M09")), Some(7), "6 + 1");
    assert_eq!(g.power(g.leader(A)), Some(6000), "no Character of cost 8 or more: no +1000");
    let g = build(0, "TST-M08");
    assert_eq!(g.cost(char_card(&g, A, "TST-M08")), Some(8), "no DON!! given: no +1 cost");
    assert_eq!(g.power(g.leader(A)), Some(5000), "nor +1000");
}

/// 4-9-2-1 (元々のパワー becomes N), 6-6-1-2: "\[Main\] Your {Sky Pirates} type Leader's base power
/// becomes 7000 until the end of your opponent's next End Phase." (自分の特徴《空賊》を持つリーダーを、
/// 次の相手のエンドフェイズ終了時まで、元々のパワー7000にする。): the Leader's power counts from 7000
/// (given DON!! still add) through the opponent's next turn, and from its printed power after; a
/// Leader without the type is not changed.
#[test]
fn r4_9_2_1_your_typed_leaders_base_power_becomes_7000_until_the_opponents_next_end_phase() {
    let typed = Filter { traits: vec!["Sky Pirates".into()], ..Filter::any() };
    let leader = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Leader, typed) };
    let e = Effect::Targeted { sel: leader, act: Act::SetBasePower(7000, Duration::UntilEndOfOpponentsNextEndPhase) };
    let captain = CardDef { power: 5000, life: 5, traits: vec!["Sky Pirates".into()], ..CardDef::vanilla("TST-M10", "Sky Captain", CardKind::Leader, Colour::Red) };
    let build = |typed: bool| {
        let s = Scenario::new().card(main_event("TST-M11", 0, e.clone())).card(captain.clone()).hand(A, &["TST-M11"]).leader_don(A, 1);
        if typed { s.leader(A, "TST-M10") } else { s }.build()
    };
    let mut g = build(true);
    let l = g.leader(A);
    assert_eq!(g.power(l), Some(6000), "5000 and a given DON!!");
    play!(g, hand_card(&g, A, "TST-M11"));
    assert_eq!(g.power(l), Some(8000), "7000 and a given DON!!");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.power(l), Some(7000), "through the opponent's turn (the DON!! adds on its owner's turn only)");
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.power(l), Some(5000), "back to the printed power (the given DON!! went back at the refresh)");

    let mut g = build(false);
    let l = g.leader(A);
    let before = g.power(l);
    play!(g, hand_card(&g, A, "TST-M11"));
    assert_eq!(g.power(l), before, "a Leader without the type keeps its power");
}
