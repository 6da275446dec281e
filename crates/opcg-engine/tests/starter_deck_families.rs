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

/// "When you activate an Event, if you haven't drawn a card using this Leader's effect during
/// this turn, draw 1 card." (自分がイベントを発動した時、このターン中、このリーダーの効果でカードを
/// 引いていない場合、カード1枚を引く。): the first Event of a turn draws through the Leader, the
/// second does not (the Event's own draws are not the Leader's), and on the player's next turn it
/// draws again.
#[test]
fn r8_3_2_if_you_havent_drawn_a_card_using_this_leaders_effect_during_this_turn() {
    let leader = drawing_leader("TST-Z49", When::YouActivateEvent);
    let leader = CardDef {
        abilities: vec![Ability::Auto {
            when: When::YouActivateEvent,
            conditions: vec![],
            once_per_turn: false,
            optional: false,
            cost: vec![],
            effect: Effect::If(Condition::NotDrawnByThisThisTurn, Box::new(draw(1))),
        }],
        ..leader
    };
    let mut g = Scenario::new()
        .card(leader)
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
