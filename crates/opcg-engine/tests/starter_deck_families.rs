//! Issue #10's Leader and starter-deck families (sessions 10 and 11): each shape the card grammar reads
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

// ------------------------------------------------------------------ session 11: ST-02, ST-05, ST-24

/// A Character of `number` with an attribute.
fn with_attribute(mut d: CardDef, a: Attribute) -> CardDef {
    d.attributes = vec![a];
    d
}

/// A Character of `number` with a type.
fn typed(mut d: CardDef, t: &str) -> CardDef {
    d.traits = vec![t.to_string()];
    d
}

/// 7-1-5-2: "\[DON!! x1\] \[Once Per Turn\] \[Your Turn\] If this Character battles your opponent's
/// Character, set this card as active." (このキャラが相手のキャラとバトルした場合、このキャラを
/// アクティブにする) — 「バトルした場合」 activates at the battle's end, with 「バトル終了時」: the
/// attacker is set active after its battle with a Character, once per turn, and only with a DON!!
/// given (8-3-2-3).
#[test]
fn r7_1_5_2_if_this_character_battles_an_opponents_character_it_is_set_active_at_the_battle_end() {
    let wakes = Ability::Auto {
        when: When::EndOfBattleWithCharacter,
        conditions: vec![Condition::Don(1), Condition::YourTurn],
        once_per_turn: true,
        optional: false,
        cost: vec![],
        effect: Effect::Targeted { sel: Selector::this(), act: Act::SetActive },
    };
    let build = |don: u8| {
        Scenario::new()
            .card(character("TST-S01", 3, 5000, vec![wakes.clone()]))
            .card(character("TST-S02", 1, 1000, vec![]))
            .field_with_don(A, "TST-S01", don)
            .field_rested(B, &["TST-S02", "TST-S02"])
            .build()
    };
    let mut g = build(1);
    let me = char_card(&g, A, "TST-S01");
    let targets = g.characters(B);
    attack!(g, me, targets[0]);
    finish_battle(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.is_rested(me), Some(false), "set active after its battle");
    attack!(g, me, targets[1]);
    finish_battle(&mut g);
    assert_eq!(g.is_rested(me), Some(true), "once per turn");
    let mut g = build(0);
    let me = char_card(&g, A, "TST-S01");
    let t = g.characters(B)[0];
    attack!(g, me, t);
    finish_battle(&mut g);
    assert_eq!(g.is_rested(me), Some(true), "no DON!! given: [DON!! x1] not met");
}

/// 8-1-3-1 (automatic effects): "\[Your Turn\] \[Once Per Turn\] If a Character is rested by your
/// effect, draw 1 card and trash 1 card from your hand." (キャラが自分の効果でレストになった時、…)
/// — a Character rested by the player's effect, or by a cost they pay ("You may rest this
/// Character:"), triggers it; once per turn.
#[test]
fn r8_1_3_1_a_character_rested_by_your_effect_triggers_the_watcher() {
    let watcher = Ability::Auto {
        when: When::CharacterRestedByYourEffect,
        conditions: vec![Condition::YourTurn],
        once_per_turn: true,
        optional: false,
        cost: vec![],
        effect: draw(1),
    };
    let rest_one = main_event("TST-S03", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Rest });
    let resting = character(
        "TST-S05",
        1,
        1000,
        vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![Cost::RestThis], effect: Effect::Nothing }],
    );
    let mut g = Scenario::new()
        .card(character("TST-S04", 2, 3000, vec![watcher.clone()]))
        .card(rest_one)
        .card(character("TST-S02", 1, 1000, vec![]))
        .field(A, &["TST-S04"])
        .field(B, &["TST-S02", "TST-S02"])
        .hand(A, &["TST-S03", "TST-S03"])
        .build();
    let hand = g.hand(A).len();
    play!(g, hand_card(&g, A, "TST-S03"));
    let t = g.characters(B)[0];
    pick!(g, [t]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.is_rested(t), Some(true));
    assert_eq!(g.hand(A).len(), hand - 1 + 1, "the event left, 1 card drawn");
    play!(g, hand_card(&g, A, "TST-S03"));
    let t = g.characters(B)[1];
    pick!(g, [t]);
    assert_eq!(g.hand(A).len(), hand - 2 + 1, "once per turn: no second draw");
    // a cost that rests a Character
    let mut g = Scenario::new().card(character("TST-S04", 2, 3000, vec![watcher])).card(resting).field(A, &["TST-S04", "TST-S05"]).build();
    let hand = g.hand(A).len();
    let me = char_card(&g, A, "TST-S05");
    ok!(g, A, Action::ActivateAbility { card: me, ability_index: 0 });
    assert_eq!(g.is_rested(me), Some(true));
    assert_eq!(g.hand(A).len(), hand + 1, "rested by a cost of the player's effect");
}

/// 7-1-3 (the counter step follows the block step: the battle's cards are known): "When this
/// Character battles ＜Strike＞ attribute Characters, this Character gains +3000 power during this
/// turn." (このキャラが属性(打)を持つキャラとバトルする時、…) — its attack on a <Strike> Character
/// has the power before the counter step; on a <Slash> one it has not.
#[test]
fn r7_1_3_when_this_character_battles_a_strike_character_it_gains_power_before_the_counter_step() {
    let grows = auto(When::BattlesAttribute(Attribute::Strike), Effect::Targeted { sel: Selector::this(), act: Act::Power(Amount::Fixed(3000), Duration::ThisTurn) });
    let mut g = Scenario::new()
        .card(character("TST-S06", 4, 5000, vec![grows]))
        .card(with_attribute(character("TST-S07", 3, 7000, vec![]), Attribute::Strike))
        .card(with_attribute(character("TST-S08", 3, 7000, vec![]), Attribute::Slash))
        .field(A, &["TST-S06", "TST-S06"])
        .field_rested(B, &["TST-S07", "TST-S08"])
        .build();
    let mine = g.characters(A);
    attack!(g, mine[0], char_card(&g, B, "TST-S07"));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })), "{:?}", kind(&g));
    assert_eq!(g.power(mine[0]), Some(8000), "+3000 against a <Strike> Character");
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-S07").is_some(), "8000 beats 7000");
    attack!(g, mine[1], char_card(&g, B, "TST-S08"));
    assert_eq!(g.power(mine[1]), Some(5000), "a <Slash> Character: nothing");
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Character, "TST-S08").is_some());
}

/// 8-1-3-3 (permanent effects): "\[DON!! x1\] \[Your Turn\] If this Character is rested, your
/// {Harbor Folk} or {Sky Pirates} type Leaders and Characters gain +1000 power." (自分の特徴《…》か
/// 《…》を持つリーダーとキャラのパワー+1000) — the player's Leader and Characters of those types,
/// this one too, while it is rested; not the others, not the opponent's.
#[test]
fn r8_1_3_3_your_typed_leaders_and_characters_gain_power_while_this_character_is_rested() {
    let types = Filter { traits: vec!["Harbor Folk".into(), "Sky Pirates".into()], ..Filter::any() };
    let lifts = Ability::Permanent {
        conditions: vec![Condition::Don(1), Condition::YourTurn, Condition::ThisRested],
        effect: Continuous { target: StaticTarget::YourLeaderAndCharacters(types), modifier: Modifier::Power(Amount::Fixed(1000)) },
    };
    let mut leader = CardDef::vanilla("TST-SL", "Harbor Chief", CardKind::Leader, Colour::Red);
    leader.power = 5000;
    leader.life = 5;
    leader.traits = vec!["Sky Pirates".into()];
    let build = |rested: bool| {
        let s = Scenario::new()
            .card(leader.clone())
            .card(typed(character("TST-S09", 3, 4000, vec![lifts.clone()]), "Harbor Folk"))
            .card(typed(character("TST-S10", 2, 2000, vec![]), "Sky Pirates"))
            .card(character("TST-S11", 2, 2000, vec![]))
            .leader(A, "TST-SL")
            .leader(B, "TST-SL")
            .field(A, &["TST-S10", "TST-S11"])
            .field(B, &["TST-S10"])
            .don(A, 1, 0);
        let s = if rested { s.field_rested(A, &["TST-S09"]) } else { s.field(A, &["TST-S09"]) };
        let mut g = s.build();
        // the [DON!! x1]: one active DON!! given to the source
        let me = char_card(&g, A, "TST-S09");
        ok!(g, A, Action::AttachDon { target: me, count: 1 });
        g
    };
    let g = build(true);
    let me = char_card(&g, A, "TST-S09");
    assert_eq!(g.power(g.leader(A)), Some(6000), "the {{Sky Pirates}} Leader");
    assert_eq!(g.power(me), Some(6000), "4000 + 1 DON!! + 1000: itself");
    assert_eq!(g.power(char_card(&g, A, "TST-S10")), Some(3000));
    assert_eq!(g.power(char_card(&g, A, "TST-S11")), Some(2000), "another type");
    assert_eq!(g.power(char_card(&g, B, "TST-S10")), Some(2000), "the opponent's");
    assert_eq!(g.power(g.leader(B)), Some(5000), "the opponent's Leader");
    let g = build(false);
    assert_eq!(g.power(g.leader(A)), Some(5000), "not while it is active");
    assert_eq!(g.power(char_card(&g, A, "TST-S10")), Some(2000));
}

/// 6-2-4 (the refresh phase) and 6-6 (the end phase ends the turn): "\[On Play\] Rest up to 1 of
/// your opponent's Characters and that Character will not become active in your opponent's next
/// Refresh Phase. Then, your Leader gains +2000 power until the end of your opponent's next End
/// Phase." — the rested Character stays rested through the opponent's refresh, another is set
/// active; the Leader keeps the power through the opponent's turn.
#[test]
fn r6_2_4_rested_by_an_effect_and_that_character_will_not_become_active() {
    let holds = main_event(
        "TST-S12",
        0,
        Effect::Seq(vec![
            Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Rest },
            Effect::Targeted { sel: Selector::chosen(), act: Act::Prohibit(Prohibition::BeSetActive, Duration::UntilOpponentsNextRefresh) },
            Effect::Targeted { sel: Selector { side: Side::You, what: Targetable::Leader, filter: Filter::any(), count: 1, up_to: false, all: false, more: None }, act: Act::Power(Amount::Fixed(2000), Duration::UntilEndOfOpponentsNextTurn) },
        ]),
    );
    let mut g = Scenario::new().card(holds).card(character("TST-S02", 1, 1000, vec![])).hand(A, &["TST-S12"]).field(B, &["TST-S02"]).field_rested(B, &["TST-S02"]).build();
    let leader_power = g.power(g.leader(A)).unwrap_or(0);
    let (held, other) = (g.characters(B)[0], g.characters(B)[1]);
    play!(g, hand_card(&g, A, "TST-S12"));
    pick!(g, [held]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.is_rested(held), Some(true));
    end_turn(&mut g);
    assert_eq!(g.turn_player(), B);
    assert_eq!(g.is_rested(held), Some(true), "not set active in the opponent's refresh phase");
    assert_eq!(g.is_rested(other), Some(false), "the other one is");
    assert_eq!(g.power(g.leader(A)), Some(leader_power + 2000), "through the opponent's turn");
}

/// 8-3-1 (costs) and 4-5 (DON!! added): "\[Activate: Main\] \[Once Per Turn\] You may rest this
/// Character and trash 1 {FILM} type card from your hand: If your opponent has more DON!! cards
/// on their field than you, add 2 DON!! cards from your DON!! deck and rest them." — both costs
/// paid, two DON!! come rested while the opponent has more; none when they have not.
#[test]
fn r8_3_1_rest_this_and_trash_a_typed_card_then_add_two_don_rested() {
    let film = Filter { traits: vec!["Harbor Folk".into()], ..Filter::any() };
    let adds = character(
        "TST-S13",
        2,
        2000,
        vec![Ability::Activated {
            timing: ActTiming::ActivateMain,
            conditions: vec![],
            once_per_turn: true,
            cost: vec![Cost::RestThis, Cost::TrashFromHand { count: 1, filter: film }],
            effect: Effect::If(Condition::OpponentHasMoreDon, Box::new(Effect::AddDon { count: 2, rested: true })),
        }],
    );
    let build = |theirs: u8| {
        Scenario::new()
            .card(adds.clone())
            .card(typed(character("TST-S14", 1, 1000, vec![]), "Harbor Folk"))
            .field(A, &["TST-S13"])
            .hand(A, &["TST-S14", "TST-001"])
            .don(A, 2, 0)
            .don(B, theirs, 0)
            .build()
    };
    let mut g = build(5);
    let me = char_card(&g, A, "TST-S13");
    let (deck, active, rested) = g.don(A);
    ok!(g, A, Action::ActivateAbility { card: me, ability_index: 0 });
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        pick!(g, [hand_card(&g, A, "TST-S14")]);
    }
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.find(A, Zone::Trash, "TST-S14").is_some(), "the {{Harbor Folk}} card trashed");
    assert_eq!(g.is_rested(me), Some(true));
    assert_eq!(g.don(A), (deck - 2, active, rested + 2), "two DON!! added rested");
    let mut g = build(2);
    let me = char_card(&g, A, "TST-S13");
    let before = g.don(A);
    ok!(g, A, Action::ActivateAbility { card: me, ability_index: 0 });
    if matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })) {
        pick!(g, [hand_card(&g, A, "TST-S14")]);
    }
    assert_eq!(g.don(A), before, "the opponent has no more DON!!: none added");
}

/// 4-10-1 ("If you do": the second part only if the first was done) and 8-4-4-1 (exactly that many
/// if there are): "Then, you may rest 1 of your Characters with a cost of 3 or more. If you do,
/// rest up to 1 of your opponent's Characters with a cost of 5 or less." (自分のコスト3以上のキャラ
/// 1枚をレストにできる。そうした場合、…) — the player rests one of their own Characters of cost 3
/// or more, then one of the opponent's; declined, or with none to rest, nothing more happens.
#[test]
fn r4_10_1_you_may_rest_one_of_your_characters_and_if_you_do_rest_one_of_theirs() {
    let own = Selector { up_to: false, ..Selector::up_to(1, Side::You, Targetable::Character, Filter { cost_min: Some(3), ..Filter::any() }) };
    let theirs = Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::cost_at_most(5));
    let swap = main_event(
        "TST-S15",
        0,
        Effect::IfDone(Box::new(Effect::May(Box::new(Effect::Targeted { sel: own, act: Act::Rest }))), Box::new(Effect::Targeted { sel: theirs, act: Act::Rest })),
    );
    let build = |mine: &[&str]| {
        Scenario::new()
            .card(swap.clone())
            .card(character("TST-S16", 3, 4000, vec![]))
            .card(character("TST-S17", 2, 3000, vec![]))
            .card(character("TST-S02", 1, 1000, vec![]))
            .hand(A, &["TST-S15"])
            .field(A, mine)
            .field(B, &["TST-S02"])
            .build()
    };
    let mut g = build(&["TST-S16", "TST-S17"]);
    play!(g, hand_card(&g, A, "TST-S15"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { .. })), "{:?}", kind(&g));
    yes(&mut g);
    // the one Character of cost 3 or more is rested without a choice; then the opponent's
    let theirs = char_card(&g, B, "TST-S02");
    assert_eq!(candidates(&g), vec![theirs], "{:?}", kind(&g));
    pick!(g, [theirs]);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.is_rested(char_card(&g, A, "TST-S16")), Some(true), "the cost-3 Character rested");
    assert_eq!(g.is_rested(char_card(&g, A, "TST-S17")), Some(false), "a cost-2 one cannot be chosen");
    assert_eq!(g.is_rested(char_card(&g, B, "TST-S02")), Some(true), "then the opponent's");
    // declined: nothing more
    let mut g = build(&["TST-S16"]);
    play!(g, hand_card(&g, A, "TST-S15"));
    no(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.is_rested(char_card(&g, B, "TST-S02")), Some(false), "not done: the opponent's stays active");
    // none of cost 3 or more: not done
    let mut g = build(&["TST-S17"]);
    play!(g, hand_card(&g, A, "TST-S15"));
    if matches!(kind(&g), Some(DecisionKind::YesNo { .. })) {
        yes(&mut g);
    }
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.is_rested(char_card(&g, B, "TST-S02")), Some(false), "nothing rested: the opponent's stays active");
}

/// 1-3-3 (a prohibition beats an instruction) under a condition on names: "If you have a \[Harbor
/// Lookout\] or \[Sky Lookout\] Character, this Character cannot be K.O.'d in battle."
/// (自分のキャラの、「A」か「B」がいる場合、このキャラはバトルでKOされない) — either name protects
/// it; with neither, the battle K.O.s it.
#[test]
fn r1_3_3_with_a_character_of_one_of_two_names_this_character_is_not_koed_in_battle() {
    use opcg_engine::effect::NameMatch;
    let named = |n: &str| Filter { name: Some(NameMatch::Exact(n.into())), ..Filter::any() };
    let either = Filter { any_of: vec![named("Harbor Lookout"), named("Sky Lookout")], ..Filter::any() };
    let guarded = Ability::Permanent {
        conditions: vec![Condition::AtLeast(Counted::YourCharacters(either), 1)],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeKoedInBattle) },
    };
    let lookout = |number: &str, name: &str| {
        let mut d = character(number, 1, 1000, vec![]);
        d.name = name.into();
        d
    };
    let build = |friend: &str| {
        Scenario::new()
            .card(character("TST-S18", 2, 2000, vec![guarded.clone()]))
            .card(lookout("TST-S19", "Sky Lookout"))
            .card(lookout("TST-S20", "Deck Hand"))
            .card(character("TST-S21", 3, 6000, vec![]))
            .turn(3, B)
            .field_rested(A, &["TST-S18"])
            .field(A, &[friend])
            .field(B, &["TST-S21"])
            .build()
    };
    let mut g = build("TST-S19");
    let (attacker, target) = (char_card(&g, B, "TST-S21"), char_card(&g, A, "TST-S18"));
    attack!(g, attacker, target);
    finish_battle(&mut g);
    assert!(g.find(A, Zone::Character, "TST-S18").is_some(), "a [Sky Lookout]: not K.O.'d in battle");
    let mut g = build("TST-S20");
    let (attacker, target) = (char_card(&g, B, "TST-S21"), char_card(&g, A, "TST-S18"));
    attack!(g, attacker, target);
    finish_battle(&mut g);
    assert!(g.find(A, Zone::Trash, "TST-S18").is_some(), "neither name: K.O.'d");
}

// ------------------------------------------------------------------------------ session 11: ST-25

/// 8-3-2 (conditions): "\[On Play\] … Then, if you do not have 5 Characters with a cost of 5 or
/// more, place this Character at the bottom of the owner's deck." (自分のコスト5以上のキャラが5枚
/// いない場合、…) — with 5 of them (this one counted) it stays; with fewer it goes under the deck.
#[test]
fn r8_3_2_without_five_characters_of_cost_five_or_more_this_character_goes_under_the_deck() {
    let big = Filter { cost_min: Some(5), ..Filter::any() };
    let leaves = Ability::Auto {
        when: When::OnPlay,
        conditions: vec![],
        once_per_turn: false,
        optional: false,
        cost: vec![],
        effect: Effect::If(
            Condition::Not(Box::new(Condition::Exactly(Counted::YourCharacters(big), 5))),
            Box::new(Effect::Targeted { sel: Selector::this(), act: Act::ToDeckBottom }),
        ),
    };
    let build = |others: usize| {
        Scenario::new()
            .card(character("TST-S22", 0, 6000, vec![leaves.clone()]))
            .card(character("TST-S23", 5, 5000, vec![]))
            .hand(A, &["TST-S22"])
            .field(A, &vec!["TST-S23"; others])
            .build()
    };
    let mut g = build(4);
    play!(g, hand_card(&g, A, "TST-S22"));
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.find(A, Zone::Character, "TST-S22").is_none(), "cost 0: it is not one of them, 4 are");
    let mut big_one = character("TST-S22", 5, 6000, vec![leaves.clone()]);
    big_one.number = "TST-S24".into();
    let mut g = Scenario::new().card(big_one).card(character("TST-S23", 5, 5000, vec![])).hand(A, &["TST-S24"]).field(A, &["TST-S23"; 4]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-S24"));
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(g.find(A, Zone::Character, "TST-S24").is_some(), "5 of cost 5 or more with this one: it stays");
    let mut g = Scenario::new().card(character("TST-S24", 5, 6000, vec![leaves])).card(character("TST-S23", 5, 5000, vec![])).hand(A, &["TST-S24"]).field(A, &["TST-S23"; 3]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-S24"));
    assert!(g.find(A, Zone::Character, "TST-S24").is_none(), "4 of them: it goes");
    assert_eq!(g.characters(A).len(), 3);
}

/// 1-3-3 (a prohibition beats an instruction): "If your Leader is \[Harbor Chief\], all Characters
/// with a cost of 3 or 4 cannot attack." (自分のリーダーが「…」の場合、コスト3と4のキャラすべては、
/// アタックできない) — the player's and the opponent's Characters of cost 3 or 4 cannot declare an
/// attack, those of another cost can; with another Leader, all can.
#[test]
fn r1_3_3_all_characters_of_cost_three_or_four_cannot_attack_under_the_named_leader() {
    let range = Filter { cost_min: Some(3), cost_max: Some(4), ..Filter::any() };
    let halt = |target: StaticTarget| Ability::Permanent {
        conditions: vec![Condition::LeaderNamed("Harbor Chief".into())],
        effect: Continuous { target, modifier: Modifier::Prohibit(Prohibition::Attack) },
    };
    let warden = character("TST-S25", 2, 1000, vec![halt(StaticTarget::YourCharacters(range.clone())), halt(StaticTarget::OpponentCharacters(range))]);
    let mut chief = CardDef::vanilla("TST-SL2", "Harbor Chief", CardKind::Leader, Colour::Red);
    chief.power = 5000;
    chief.life = 5;
    let build = |leader: &str, turn: Seat| {
        Scenario::new()
            .card(chief.clone())
            .card(warden.clone())
            .card(character("TST-S26", 3, 4000, vec![]))
            .card(character("TST-S27", 4, 5000, vec![]))
            .card(character("TST-S28", 5, 6000, vec![]))
            .leader(A, leader)
            .turn(3, turn)
            .field(A, &["TST-S25", "TST-S26", "TST-S28"])
            .field(B, &["TST-S27", "TST-S28"])
            .build()
    };
    let attackers = |g: &Game, seat: Seat| -> Vec<String> {
        let mut v: Vec<String> = g
            .legal_actions(seat)
            .iter()
            .filter_map(|a| match a {
                Action::DeclareAttack { attacker, .. } => g.number_of(*attacker).map(str::to_string),
                _ => None,
            })
            .collect();
        v.sort();
        v.dedup();
        v
    };
    let g = build("TST-SL2", A);
    let mut mine = attackers(&g, A);
    mine.retain(|n| n != "TST-L01" && n != "TST-SL2");
    assert_eq!(mine, vec!["TST-S25", "TST-S28"], "cost 3: no attack");
    let g = build("TST-SL2", B);
    let mut theirs = attackers(&g, B);
    theirs.retain(|n| n != "TST-L02");
    assert_eq!(theirs, vec!["TST-S28"], "the opponent's cost 4: no attack either");
    let g = build("TST-L01", A);
    let mut mine = attackers(&g, A);
    mine.retain(|n| n != "TST-L01");
    assert_eq!(mine, vec!["TST-S25", "TST-S26", "TST-S28"], "another Leader: every one may attack");
}

/// 11-2 (searches; 2-4-3-1, a partial type): "Look at 4 cards from the top of your deck; reveal up
/// to 1 {Harbor Folk} type card or card with a type including "Sky" other than \[Harbor
/// Lookout\] and add it to your hand." (「「Harbor Lookout」以外の、特徴《Harbor Folk》か『Sky』を
/// 含む特徴を持つカード」) — either quality, not the named card.
#[test]
fn r11_2_a_type_or_a_partial_type_other_than_a_name() {
    let filter = Filter {
        name_not: Some("Harbor Lookout".into()),
        any_of: vec![Filter { traits: vec!["Harbor Folk".into()], ..Filter::any() }, Filter { traits: vec!["Sky*".into()], ..Filter::any() }],
        ..Filter::any()
    };
    let look = main_event("TST-S29", 0, Effect::Search { look: 4, filter, up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: false });
    let mut lookout = typed(character("TST-S30", 1, 1000, vec![]), "Harbor Folk");
    lookout.name = "Harbor Lookout".into();
    let mut g = Scenario::new()
        .card(look)
        .card(lookout)
        .card(typed(character("TST-S31", 1, 1000, vec![]), "Sky Raiders"))
        .card(character("TST-S32", 1, 1000, vec![]))
        .card(typed(character("TST-S33", 1, 1000, vec![]), "Harbor Folk"))
        .hand(A, &["TST-S29"])
        .deck(A, &["TST-S30", "TST-S31", "TST-S32", "TST-S33"])
        .build();
    play!(g, hand_card(&g, A, "TST-S29"));
    let mut offered = numbers(&g, &candidates(&g));
    offered.sort();
    assert_eq!(offered, vec!["TST-S31", "TST-S33"], "the partial type and the type; not the named card, not another type");
    let pick = candidates(&g).into_iter().find(|&c| g.number_of(c) == Some("TST-S31"));
    pick!(g, pick.into_iter().collect::<Vec<_>>());
    while !is_main(&g) {
        let c = candidates(&g);
        if c.is_empty() {
            break;
        }
        pick!(g, [c[0]]);
    }
    assert!(g.find(A, Zone::Hand, "TST-S31").is_some(), "added to the hand");
}

// ---------------------------------------------------------------- the Leaders of session 11

/// An invented Leader: "\[Activate: Main\] \[Once Per Turn\] If this Leader battles your
/// opponent's Character during this turn, set this Leader as active." (【起動メイン】【ターン1回】
/// このターン中、このリーダーが相手のキャラとバトルしている場合、このリーダーをアクティブにする。)
fn rallies_after_a_duel(number: &str) -> CardDef {
    CardDef {
        kind: CardKind::Leader,
        life: 5,
        ..character(number, 5, 5000, vec![Ability::Activated {
            timing: ActTiming::ActivateMain,
            conditions: vec![Condition::BattledOpponentsCharacterThisTurn],
            once_per_turn: true,
            cost: vec![],
            effect: Effect::Targeted { sel: Selector::this(), act: Act::SetActive },
        }])
    }
}

/// 7-1 (カードのアタックとバトル), 7-1-2-2: "If this Leader battles your opponent's Character
/// during this turn" holds once the Leader has attacked one of the opponent's Characters, or has
/// been blocked by one (the blocker is the card it battles), even after that Character is gone;
/// not after an attack on the opponent's Leader that nobody blocked, and not on a later turn.
#[test]
fn r7_1_this_leader_battled_your_opponents_character_during_this_turn() {
    let activate = |g: &Game| Action::ActivateAbility { card: g.leader(A), ability_index: 0 };
    // it attacks a rested Character of the opponent, which loses and is K.O.'d
    let mut g = Scenario::new().card(rallies_after_a_duel("TST-Z40")).leader(A, "TST-Z40").field_rested(B, &["TST-001"]).build();
    assert!(!g.legal_actions(A).contains(&activate(&g)), "no battle yet");
    let target = char_card(&g, B, "TST-001");
    let (mine, theirs) = (g.leader(A), g.leader(B));
    attack(&mut g, mine, target);
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-001").is_some(), "the Character lost the battle");
    assert_eq!(g.is_rested(g.leader(A)), Some(true), "the attack rested the Leader");
    ok!(g, A, activate(&g));
    assert_eq!(g.is_rested(g.leader(A)), Some(false), "the battle of this turn counts after the Character left: set active");
    assert!(!g.legal_actions(A).contains(&activate(&g)), "once per turn");
    // it attacks the opponent's Leader, unblocked: no Character battled
    let mut g = Scenario::new().card(rallies_after_a_duel("TST-Z40")).leader(A, "TST-Z40").life(B, &["TST-001"]).build();
    attack(&mut g, mine, theirs);
    finish_battle(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert!(!g.legal_actions(A).contains(&activate(&g)), "a battle with the opponent's Leader is not one with a Character");
    // it attacks the opponent's Leader and a [Blocker] Character blocks: it battles that Character
    let mut g = Scenario::new().card(rallies_after_a_duel("TST-Z40")).leader(A, "TST-Z40").field(B, &["TST-002"]).build();
    attack(&mut g, mine, theirs);
    let blocker = char_card(&g, B, "TST-002");
    assert!(matches!(kind(&g), Some(DecisionKind::Block { .. })), "{:?}", kind(&g));
    ok!(g, B, Action::Block { blocker: Some(blocker) });
    finish_battle(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    ok!(g, A, activate(&g));
    assert_eq!(g.is_rested(g.leader(A)), Some(false), "the blocker was the card it battled");
    // on the next turn of its player, that battle no longer counts
    end_turn(&mut g);
    while !(is_main(&g) && g.turn_player() == A) {
        if is_main(&g) { end_turn(&mut g); } else { finish_battle(&mut g); }
        assert!(g.result().is_none());
    }
    assert!(!g.legal_actions(A).contains(&activate(&g)), "last turn's battle is not this turn's");
}

/// An invented Leader whose automatic ability draws 1 card at `when`.
fn drawing_leader(number: &str, when: When) -> CardDef {
    CardDef { kind: CardKind::Leader, life: 5, ..character(number, 5, 5000, vec![auto(when, draw(1))]) }
}

/// A Character of the type "Harbor Folk".
fn harbor_folk(number: &str) -> CardDef {
    CardDef { traits: vec!["Harbor Folk".into()], ..character(number, 1, 2000, vec![]) }
}

/// 4-11 (離れる), 10-2-1 (KO): "When your {Harbor Folk} type Character is removed from the field
/// by your opponent's effect or K.O.'d, draw 1 card." (自分の特徴《Harbor Folk》を持つキャラがKOされた
/// 時か、相手の効果で場を離れた時、カード1枚を引く。): the opponent's effect K.O.ing it or returning
/// it to the hand, or the player's own K.O. of it, draws; the player's own effect returning it,
/// or the K.O. of a Character of another type, does not.
#[test]
fn r4_11_your_typed_character_removed_by_your_opponents_effect_or_koed() {
    let when = When::YourCharacterKoedOrRemovedByOpponent(Box::new(Filter { traits: vec!["Harbor Folk".into()], ..Filter::any() }));
    let at = |side: Side, act: Act| Effect::Targeted { sel: Selector::up_to(1, side, Targetable::Character, Filter::any()), act };
    let game = |turn_player: Seat, event: Effect, mine: &str| {
        Scenario::new()
            .card(drawing_leader("TST-Z41", when.clone()))
            .card(harbor_folk("TST-Z42"))
            .card(main_event("TST-Z43", 0, event))
            .leader(A, "TST-Z41")
            .field(A, &[mine])
            .hand(turn_player, &["TST-Z43"])
            .deck(A, &["TST-001", "TST-001"])
            .turn(4, turn_player)
            .build()
    };
    // (the opponent's event, A's own event) × (K.O., return to the owner's hand)
    for (who, side, act, draws_expected, why) in [
        (B, Side::Opponent, Act::Ko, 1, "K.O.'d by the opponent's effect"),
        (B, Side::Opponent, Act::ReturnToHand, 1, "removed from the field by the opponent's effect"),
        (A, Side::You, Act::Ko, 1, "K.O.'d by its own player's effect: K.O.'d all the same"),
        (A, Side::You, Act::ReturnToHand, 0, "removed by its own player's effect, not K.O.'d"),
    ] {
        let mut g = game(who, at(side, act.clone()), "TST-Z42");
        let target = char_card(&g, A, "TST-Z42");
        let mut ev = play!(g, hand_card(&g, who, "TST-Z43"));
        if !is_main(&g) { ev.extend(pick!(g, [target])); }
        assert!(g.find(A, Zone::Character, "TST-Z42").is_none(), "{why}: it left the field");
        assert_eq!(draws(&ev, A), draws_expected, "{why}");
    }
    // a Character of another type K.O.'d by the opponent: nothing
    let mut g = game(B, at(Side::Opponent, Act::Ko), "TST-001");
    let target = char_card(&g, A, "TST-001");
    let mut ev = play!(g, hand_card(&g, B, "TST-Z43"));
    if !is_main(&g) { ev.extend(pick!(g, [target])); }
    assert!(g.find(A, Zone::Trash, "TST-001").is_some());
    assert_eq!(draws(&ev, A), 0, "not of the type");
}

/// "When you play a Character with no base effect from your hand, draw 1 card." (自分が元々の効果
/// のないキャラを手札から登場させた時、カード1枚を引く。): a Character card with no text (2-8-5)
/// played from the hand draws; one with an effect, or one played from the trash, does not.
#[test]
fn r3_7_6_you_play_a_character_with_no_base_effect_from_your_hand() {
    let when = When::YouPlayCharacterFromHand(Box::new(Filter { no_text: Some(true), ..Filter::any() }));
    let revive = main_event("TST-Z45", 0, Effect::Play { from: PlayFrom::Trash, filter: Filter::of_kind(CardKind::Character), up_to: 1, rested: false });
    let build = || {
        Scenario::new()
            .card(drawing_leader("TST-Z44", when.clone()))
            .card(revive.clone())
            .leader(A, "TST-Z44")
            .hand(A, &["TST-001", "TST-008", "TST-Z45"])
            .trash(A, &["TST-001"])
            .deck(A, &["TST-001", "TST-001", "TST-001"])
            .don(A, 5, 0)
            .build()
    };
    let mut g = build();
    let ev = play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(draws(&ev, A), 1, "a vanilla Character from the hand");
    let ev = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&ev, A), 1, "a Character with an [On Play]: only its own draw");
    let mut g = build();
    let mut ev = play!(g, hand_card(&g, A, "TST-Z45"));
    if !is_main(&g) {
        let from_trash = g.find(A, Zone::Trash, "TST-001").expect("in the trash");
        ev.extend(pick!(g, [from_trash]));
    }
    assert!(g.find(A, Zone::Character, "TST-001").is_some(), "played from the trash");
    assert_eq!(draws(&ev, A), 0, "not from the hand");
}

/// "When your opponent plays a Character with a cost of 3 or more, or when your opponent plays
/// a Character using a Character's effect, draw 1 card." (相手が、コスト3以上のキャラを登場させた時か
/// キャラの効果でキャラを登場させた時、カード1枚を引く。) on the Leader of A: B's play from the hand
/// of a cost-3 Character draws, of a cost-1 one does not; a cost-1 Character B plays by a
/// Character's \[On Play\] draws; without the "or" part it does not. A's own plays never do.
#[test]
fn r3_7_6_your_opponent_plays_a_character_or_plays_one_using_a_characters_effect() {
    let when = |or_by_character_effect| When::OpponentPlaysCharacter { filter: Box::new(Filter { cost_min: Some(3), ..Filter::any() }), or_by_character_effect };
    // a cost-2 Character whose [On Play] plays up to 1 Character card from the hand
    let caller = character("TST-Z47", 2, 2000, vec![auto(When::OnPlay, Effect::Play { from: PlayFrom::Hand, filter: Filter::of_kind(CardKind::Character), up_to: 1, rested: false })]);
    let build = |or_by_character_effect| {
        Scenario::new()
            .card(drawing_leader("TST-Z46", when(or_by_character_effect)))
            .card(caller.clone())
            .leader(A, "TST-Z46")
            .hand(B, &["TST-003", "TST-001", "TST-Z47"])
            .hand(A, &["TST-003"])
            .deck(A, &["TST-001", "TST-001", "TST-001"])
            .don(B, 10, 0)
            .don(A, 10, 0)
            .turn(4, B)
            .build()
    };
    let mut g = build(true);
    let ev = play!(g, hand_card(&g, B, "TST-003"));
    assert_eq!(draws(&ev, A), 1, "a cost-3 Character played by the opponent");
    let ev = play!(g, hand_card(&g, B, "TST-001"));
    assert_eq!(draws(&ev, A), 0, "a cost-1 Character played from the hand: neither part");
    for (or_by_character_effect, expected) in [(true, 1), (false, 0)] {
        let mut g = build(or_by_character_effect);
        let mut ev = play!(g, hand_card(&g, B, "TST-Z47"));
        assert_eq!(draws(&ev, A), 0, "the cost-2 caller itself, from the hand");
        while !is_main(&g) {
            let one = hand_card(&g, B, "TST-001");
            ev = pick!(g, [one]);
        }
        assert!(g.find(B, Zone::Character, "TST-001").is_some(), "played by the caller's [On Play]");
        assert_eq!(draws(&ev, A), expected, "a cost-1 Character played using a Character's effect (or part: {or_by_character_effect})");
    }
    // the player's own plays
    let mut g = Scenario::new()
        .card(drawing_leader("TST-Z46", when(true)))
        .leader(A, "TST-Z46")
        .hand(A, &["TST-003"])
        .deck(A, &["TST-001"])
        .don(A, 5, 0)
        .build();
    let ev = play!(g, hand_card(&g, A, "TST-003"));
    assert_eq!(draws(&ev, A), 0, "its own player's play");
}

/// 7-1-1-3: "When this Leader attacks your opponent's Leader, draw 1 card." (このリーダーが相手の
/// リーダーにアタックした時、カード1枚を引く。) triggers on an attack on the opponent's Leader, not on
/// one on a Character.
#[test]
fn r7_1_1_3_when_this_leader_attacks_your_opponents_leader() {
    let build = || {
        Scenario::new()
            .card(drawing_leader("TST-Z48", When::AttacksLeader))
            .leader(A, "TST-Z48")
            .field_rested(B, &["TST-001"])
            .life(B, &["TST-001"])
            .deck(A, &["TST-001", "TST-001"])
            .build()
    };
    let mut g = build();
    let (mine, theirs) = (g.leader(A), g.leader(B));
    let ev = attack(&mut g, mine, theirs);
    assert_eq!(draws(&ev, A), 1, "an attack on the opponent's Leader");
    let mut g = build();
    let target = char_card(&g, B, "TST-001");
    let ev = attack(&mut g, mine, target);
    assert_eq!(draws(&ev, A), 0, "an attack on a Character");
}

/// The Leader TST-Z49 with `first` abilities, then "When you activate an Event, if you haven't
/// drawn a card using this Leader's effect during this turn, draw 1 card."
fn not_drawn_leader(first: Vec<Ability>) -> CardDef {
    let mut abilities = first;
    abilities.push(Ability::Auto {
        when: When::YouActivateEvent,
        conditions: vec![],
        once_per_turn: false,
        optional: false,
        cost: vec![],
        effect: Effect::If(Condition::NotDrawnByThisThisTurn, Box::new(draw(1))),
    });
    CardDef { abilities, ..drawing_leader("TST-Z49", When::YouActivateEvent) }
}

/// "When you activate an Event, if you haven't drawn a card using this Leader's effect during
/// this turn, draw 1 card." (自分がイベントを発動した時、このターン中、このリーダーの効果でカードを
/// 引いていない場合、カード1枚を引く。): the first Event of a turn draws through the Leader, the
/// second does not (the Event's own draws are not the Leader's), and on the player's next turn it
/// draws again.
#[test]
fn r8_3_2_if_you_havent_drawn_a_card_using_this_leaders_effect_during_this_turn() {
    let mut g = Scenario::new()
        .card(not_drawn_leader(vec![]))
        .card(main_event("TST-Z50", 0, draw(1)))
        .leader(A, "TST-Z49")
        .hand(A, &["TST-Z50", "TST-Z50", "TST-Z50"])
        .deck(A, &["TST-001"; 10])
        .life(A, &["TST-001"])
        .life(B, &["TST-001", "TST-001"])
        .deck(B, &["TST-001"; 10])
        .build();
    let ev = play!(g, hand_card(&g, A, "TST-Z50"));
    assert_eq!(draws(&ev, A), 2, "the Event's draw and the Leader's");
    let ev = play!(g, hand_card(&g, A, "TST-Z50"));
    assert_eq!(draws(&ev, A), 1, "the Event's only: the Leader's effect drew this turn");
    end_turn(&mut g);
    while !(is_main(&g) && g.turn_player() == A) {
        if is_main(&g) { end_turn(&mut g); } else { finish_battle(&mut g); }
        assert!(g.result().is_none());
    }
    let ev = play!(g, hand_card(&g, A, "TST-Z50"));
    assert_eq!(draws(&ev, A), 2, "a new turn: the draw phase's card is not the Leader's, and it draws again");
}

/// The same condition when the Leader's other ability, one that draws nothing, was activated
/// first this turn: the Event played after it starts something else, so the Event's own draw is
/// not the Leader's, and the Leader still draws.
#[test]
fn r8_3_2_a_draw_after_the_leaders_other_ability_and_a_play_is_not_the_leaders() {
    let boost = Effect::Targeted { sel: Selector::this(), act: Act::Power(Amount::Fixed(1000), Duration::ThisTurn) };
    let other = Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: true, cost: vec![], effect: boost };
    let mut g = Scenario::new()
        .card(not_drawn_leader(vec![other]))
        .card(main_event("TST-Z50", 0, draw(1)))
        .leader(A, "TST-Z49")
        .hand(A, &["TST-Z50"])
        .deck(A, &["TST-001"; 10])
        .build();
    ok!(g, A, Action::ActivateAbility { card: g.leader(A), ability_index: 0 });
    let ev = play!(g, hand_card(&g, A, "TST-Z50"));
    assert_eq!(draws(&ev, A), 2, "the Event's draw and the Leader's: the Leader's first ability drew nothing");
}

/// 1-3-3 (prohibition), 7-1-1: "\[Activate: Main\] This Leader cannot attack your opponent's
/// Characters with a base cost of 2 or less during this turn." (このリーダーは、このターン中、相手の
/// 元々のコスト2以下のキャラへアタックできない。): after it, the Leader may attack the opponent's
/// Leader and a rested Character of cost 3, not one of cost 2 (refused, with the reason); on the
/// next turn the limit is gone.
#[test]
fn r1_3_3_this_leader_cannot_attack_characters_with_a_base_cost_of_n_or_less_during_this_turn() {
    let limit = Effect::Targeted { sel: Selector::this(), act: Act::Prohibit(Prohibition::AttackCharactersBaseCostAtMost(2), Duration::ThisTurn) };
    let leader = CardDef {
        kind: CardKind::Leader,
        life: 5,
        ..character("TST-Z51", 5, 5000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![], effect: limit }])
    };
    // TST-007: cost 2; TST-003: cost 3
    let mut g = Scenario::new().card(leader).leader(A, "TST-Z51").field_rested(B, &["TST-007", "TST-003"]).life(B, &["TST-001"]).build();
    let (mine, theirs) = (g.leader(A), g.leader(B));
    let (two, three) = (char_card(&g, B, "TST-007"), char_card(&g, B, "TST-003"));
    let attack_on = |t: CardId| Action::DeclareAttack { attacker: mine, target: t };
    assert!(g.legal_actions(A).contains(&attack_on(two)), "before the limit");
    ok!(g, A, Action::ActivateAbility { card: mine, ability_index: 0 });
    let legal = g.legal_actions(A);
    assert!(!legal.contains(&attack_on(two)), "a Character of base cost 2: not a target");
    assert!(legal.contains(&attack_on(three)) && legal.contains(&attack_on(theirs)), "cost 3 and the Leader still are");
    assert!(g.apply(A, attack_on(two)).is_err(), "refused");
    assert_eq!(g.refusal(A, &attack_on(two)), Some(Refusal::CannotAttack));
    // the limit lasts this turn only
    end_turn(&mut g);
    while !(is_main(&g) && g.turn_player() == A) {
        if is_main(&g) { end_turn(&mut g); } else { finish_battle(&mut g); }
        assert!(g.result().is_none());
    }
    // (the opponent's turn set their Characters active: the limit is no longer the reason)
    assert_ne!(g.refusal(A, &attack_on(two)), Some(Refusal::CannotAttack), "the next turn: the limit is gone");
    assert!(g.legal_actions(A).contains(&attack_on(theirs)));
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

/// 2-6-3 (a card's power is its printed power changed by effects), 8-1-3-3: "\[DON!! x1\]"-less
/// "If your Leader has 7000 power or more and the {Kid Crew} type, this Character gains \[Rush\]."
/// (自分のリーダーが、パワー7000以上でかつ特徴《…》を持つ場合、このキャラは【速攻】を得る): the
/// Leader's live power — 6000 printed, 7000 with a DON!! given on its owner's turn — and its type.
/// A permanent effect on the Leader's power under the same condition ("If your Leader has 7000
/// power or more, your Leader gains +1000 power") does not count towards the power it asks about,
/// so asking it ends.
#[test]
fn r2_6_3_if_your_leader_has_7000_power_or_more_and_a_type() {
    let strong = || Condition::AtLeast(Counted::YourLeaderPower, 7000);
    let rush = Ability::Permanent {
        conditions: vec![Condition::All(vec![strong(), Condition::LeaderHasTrait("Kid Crew".into())])],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Grant(Keyword::Rush) },
    };
    let lift = Ability::Permanent { conditions: vec![strong()], effect: Continuous { target: StaticTarget::YourLeader, modifier: Modifier::Power(Amount::Fixed(1000)) } };
    let mut leader = CardDef::vanilla("TST-QL", "Harbor Captain", CardKind::Leader, Colour::Red);
    leader.power = 6000;
    leader.life = 5;
    leader.traits = vec!["Kid Crew".into()];
    let build = |don: u8, trait_ok: bool| {
        let mut l = leader.clone();
        if !trait_ok {
            l.traits = vec!["Sky Pirates".into()];
        }
        Scenario::new()
            .card(l)
            .card(character("TST-Q01", 3, 4000, vec![rush.clone()]))
            .card(character("TST-Q02", 2, 2000, vec![lift.clone()]))
            .leader(A, "TST-QL")
            .leader_don(A, don)
            .field(A, &["TST-Q01", "TST-Q02"])
            .build()
    };
    let g = build(0, true);
    assert_eq!(g.power(g.leader(A)), Some(6000), "6000: the lift's condition is not met");
    assert!(!g.has_keyword(char_card(&g, A, "TST-Q01"), Keyword::Rush), "6000 power: no [Rush]");
    let g = build(1, true);
    assert_eq!(g.power(g.leader(A)), Some(8000), "7000 with a DON!! given, then +1000");
    assert!(g.has_keyword(char_card(&g, A, "TST-Q01"), Keyword::Rush), "7000 power and the type");
    let g = build(1, false);
    assert!(!g.has_keyword(char_card(&g, A, "TST-Q01"), Keyword::Rush), "the power without the type");
}

/// 8-1-2 (an effect's choice is made by its controller as it resolves), 10-1 (keywords): "This
/// Character gains [Double Attack], [Banish] or [Blocker] until the end of your opponent's next
/// turn." (このキャラは、次の相手のターン終了時まで、【ダブルアタック】か【バニッシュ】か【ブロッカー】
/// を得る) is a choice of one grant: the player picks [Banish], and the Character has it and not
/// the others.
#[test]
fn r8_1_2_this_character_gains_one_of_three_keywords() {
    let d = Duration::UntilEndOfOpponentsNextTurn;
    let grant = |k| Effect::Targeted { sel: Selector::this(), act: Act::Grant(k, d) };
    let chooser = character("TST-Q03", 3, 4000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: true,
        cost: vec![],
        effect: Effect::ChooseOne { by: Side::You, options: vec![grant(Keyword::DoubleAttack), grant(Keyword::Banish), grant(Keyword::Blocker)] },
    }]);
    let mut g = Scenario::new().card(chooser).field(A, &["TST-Q03"]).build();
    let me = char_card(&g, A, "TST-Q03");
    ok!(g, A, Action::ActivateAbility { card: me, ability_index: 0 });
    option(&mut g, 1);
    assert!(g.has_keyword(me, Keyword::Banish), "the chosen keyword");
    assert!(!g.has_keyword(me, Keyword::DoubleAttack) && !g.has_keyword(me, Keyword::Blocker), "only that one");
}

/// 2-6-3, 8-1-3-3: "If this Character has 5000 power or more, this Character gains +1000 power."
/// as a permanent effect asks the power it changes; the power asked for its condition leaves it
/// out (so asking ends): a 5000 Character has 6000, a 4000 one stays at 4000.
#[test]
fn r2_6_3_a_permanent_power_under_its_own_power_condition() {
    let lift = Ability::Permanent {
        conditions: vec![Condition::ThisPowerAtLeast(5000)],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(1000)) },
    };
    let g = Scenario::new()
        .card(character("TST-Q04", 4, 5000, vec![lift.clone()]))
        .card(character("TST-Q05", 3, 4000, vec![lift]))
        .field(A, &["TST-Q04", "TST-Q05"])
        .build();
    assert_eq!(g.power(char_card(&g, A, "TST-Q04")), Some(6000), "5000: the condition holds");
    assert_eq!(g.power(char_card(&g, A, "TST-Q05")), Some(4000), "4000: it does not");
}

// ------------------------------------------- session 12: the last Leaders

/// "When this Leader attacks or is attacked, you may trash any number of Event or Stage cards
/// from your hand. This Leader gains +1000 power during this battle for every card trashed."
/// (このリーダーがアタックした時かアタックされた時、自分の手札から任意の枚数イベントかステージ
/// カードを捨ててもよい。捨てたカード1枚につき、このリーダーは、このバトル中、パワー+1000。): two
/// automatic abilities that differ only in their timing.
fn attacks_or_is_attacked(number: &str) -> CardDef {
    let cards = Filter { any_of: vec![Filter { kind: Some(CardKind::Event), ..Filter::any() }, Filter { kind: Some(CardKind::Stage), ..Filter::any() }], ..Filter::any() };
    let trash = Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: Effect::ALL, up_to: true, filter: cards, to: Dest::Trash };
    let power = Effect::Targeted { sel: Selector::this(), act: Act::Power(Amount::PerCount { each: 1000, per: 1, of: Counted::Done(Done::Trashed) }, Duration::ThisBattle) };
    let effect = Effect::Seq(vec![Effect::May(Box::new(trash)), power]);
    CardDef {
        kind: CardKind::Leader,
        life: 5,
        ..character(number, 5, 5000, vec![auto(When::WhenAttacking, effect.clone()), auto(When::IsAttacked, effect)])
    }
}

/// 7-1-1-3: 「アタックした時」 (the attacker's [When Attacking]) and then 「アタックされた時」 (the
/// attacked card's) activate when the attack is declared. Both Leaders carry the twin abilities:
/// the attacking Leader's trashes 1 card (+1000), then the attacked Leader's 2 (+2000), each for
/// this battle only; the Character card in the hand is never a candidate. An attack on a
/// Character does not make the Leader "attacked".
#[test]
fn r7_1_1_3_when_this_leader_attacks_or_is_attacked() {
    let stage = CardDef::vanilla("TST-Z62", "TST-Z62", CardKind::Stage, Colour::Red);
    let build = || {
        Scenario::new()
            .card(attacks_or_is_attacked("TST-Z60"))
            .card(main_event("TST-Z61", 1, draw(1)))
            .card(stage.clone())
            .leader(A, "TST-Z60")
            .leader(B, "TST-Z60")
            .hand(A, &["TST-Z61", "TST-001"])
            .hand(B, &["TST-Z61", "TST-Z62", "TST-001"])
            .field_rested(B, &["TST-001"])
            .life(B, &["TST-001"])
            .build()
    };
    let mut g = build();
    let (mine, theirs) = (g.leader(A), g.leader(B));
    let (p_mine, p_theirs) = (g.power(mine).unwrap_or(0), g.power(theirs).unwrap_or(0));
    attack(&mut g, mine, theirs);
    // the attacker's ability first
    assert_eq!(seat_now(&g), A, "{:?}", kind(&g));
    yes(&mut g);
    let c = candidates(&g);
    assert_eq!(numbers(&g, &c), vec!["TST-Z61"], "the Event, not the Character card");
    pick!(g, c);
    assert_eq!(g.power(mine), Some(p_mine + 1000));
    // then the attacked Leader's
    assert_eq!(seat_now(&g), B, "{:?}", kind(&g));
    yes(&mut g);
    let c = candidates(&g);
    let mut n = numbers(&g, &c);
    n.sort();
    assert_eq!(n, vec!["TST-Z61", "TST-Z62"], "the Event and the Stage");
    pick!(g, c);
    assert_eq!(g.power(theirs), Some(p_theirs + 2000), "+1000 for each card trashed");
    assert_eq!(g.hand(B).len(), 1);
    finish_battle(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!((g.power(mine), g.power(theirs)), (Some(p_mine), Some(p_theirs)), "during this battle only");

    // an attack on a Character: the attacker's ability only
    let mut g = build();
    let target = char_card(&g, B, "TST-001");
    attack(&mut g, mine, target);
    assert_eq!(seat_now(&g), A);
    no(&mut g);
    assert!(matches!(kind(&g), Some(DecisionKind::Block { .. } | DecisionKind::Counter { .. })), "no ability of the Leader: {:?}", kind(&g));
    assert_eq!(g.hand(B).len(), 3);
}

/// "[Opponent's Turn] [Once Per Turn] If your Character with 5000 power or more would be K.O.'d,
/// you may give that Character −1000 power during this turn instead of that Character being
/// K.O.'d." (【相手のターン中】【ターン1回】自分のパワー5000以上のキャラがKOされる場合、そのキャラは
/// KOされる代わりに、このターン中、パワー-1000できる。), on a Leader.
fn weakens_instead(number: &str) -> CardDef {
    let rep = Ability::Replacement {
        event: Replaceable::WouldBeKoed { target: StaticTarget::YourCharacters(Filter { power_min: Some(5000), ..Filter::any() }), cause: None },
        conditions: vec![Condition::OpponentsTurn],
        once_per_turn: true,
        optional: true,
        instead: Effect::Targeted { sel: Selector::chosen(), act: Act::Power(Amount::Fixed(-1000), Duration::ThisTurn) },
    };
    CardDef { kind: CardKind::Leader, life: 5, ..character(number, 5, 5000, vec![rep]) }
}

/// 8-1-3-4: the replacement watches each of its controller's Characters with 5000 power or more;
/// chosen, "that Character" (the one that would be K.O.'d) loses 1000 power during this turn and
/// stays. Once per turn: a second K.O. of it that turn happens. A Character with less power is
/// not watched.
#[test]
fn r8_1_3_4_a_character_of_5000_power_or_more_loses_power_instead_of_being_koed() {
    let ko = main_event("TST-Z71", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let build = || {
        Scenario::new()
            .card(weakens_instead("TST-Z70"))
            .card(ko.clone())
            .card(character("TST-Z72", 4, 6000, vec![]))
            .card(character("TST-Z73", 2, 3000, vec![]))
            .leader(B, "TST-Z70")
            .hand(A, &["TST-Z71", "TST-Z71"])
            .field(B, &["TST-Z72", "TST-Z73"])
            .build()
    };
    let mut g = build();
    let strong = char_card(&g, B, "TST-Z72");
    play!(g, hand_card(&g, A, "TST-Z71"));
    pick!(g, [strong]);
    assert_eq!(seat_now(&g), B, "its controller is asked: {:?}", kind(&g));
    yes(&mut g);
    assert!(is_main(&g), "{:?}", kind(&g));
    assert_eq!(g.find(B, Zone::Character, "TST-Z72"), Some(strong), "stays on the field");
    assert_eq!(g.power(strong), Some(5000), "−1000 during this turn");
    // once per turn: the second K.O. happens
    play!(g, hand_card(&g, A, "TST-Z71"));
    pick!(g, [strong]);
    assert!(is_main(&g), "not asked again: {:?}", kind(&g));
    assert!(g.find(B, Zone::Trash, "TST-Z72").is_some(), "K.O.'d");

    // a Character with less power is not watched
    let mut g = build();
    let weak = char_card(&g, B, "TST-Z73");
    play!(g, hand_card(&g, A, "TST-Z71"));
    pick!(g, [weak]);
    assert!(is_main(&g), "not asked: {:?}", kind(&g));
    assert!(g.find(B, Zone::Trash, "TST-Z73").is_some());
}

/// 7-1 (カードのアタックとバトル): "this Leader battles your opponent's Character during this turn"
/// counts a battle in the opponent's turn too — the Leader attacked by one of the opponent's
/// Characters has battled it; attacked by the opponent's Leader, it has not. (A Leader with "If
/// this Leader battles your opponent's Character during this turn, this Leader gains +1000
/// power.")
#[test]
fn r7_1_this_leader_attacked_by_your_opponents_character_battled_it() {
    let leader = CardDef {
        kind: CardKind::Leader,
        life: 5,
        ..character("TST-Z41", 5, 5000, vec![Ability::Permanent {
            conditions: vec![Condition::BattledOpponentsCharacterThisTurn],
            effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(1000)) },
        }])
    };
    for by_character in [true, false] {
        let mut g = Scenario::new()
            .card(leader.clone())
            .leader(A, "TST-Z41")
            .life(A, &["TST-001", "TST-001", "TST-001"])
            .field(B, &["TST-004"])
            .build();
        end_turn(&mut g);
        assert_eq!(g.turn_player(), B);
        assert_eq!(g.power(g.leader(A)), Some(5000), "no battle yet");
        let attacker = if by_character { char_card(&g, B, "TST-004") } else { g.leader(B) };
        let target = g.leader(A);
        attack(&mut g, attacker, target);
        finish_battle(&mut g);
        let expected = if by_character { 6000 } else { 5000 };
        assert_eq!(g.power(g.leader(A)), Some(expected), "attacked by the opponent's {}", if by_character { "Character" } else { "Leader" });
    }
}
