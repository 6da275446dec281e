//! Why an action is refused, as the engine says it (`Game::refusal`): the rule that applies to
//! this card now, so an interface never states a rule of its own that a card's text overrides.

mod support;
use support::*;

/// 6-5-6-1. お互いの１ターン目はバトルを行うことができません。
#[test]
fn r6_5_6_1_no_battle_in_a_first_turn_is_the_reason_given() {
    let g = started_game(1);
    let a = g.turn_player();
    let attack = Action::DeclareAttack { attacker: g.leader(a), target: g.leader(a.other()) };
    assert_eq!(g.refusal(a, &attack), Some(Refusal::FirstTurnNoAttack));
    assert_eq!(g.refusal(a.other(), &attack), Some(Refusal::NotNow), "not the other player's main phase");
}

/// 7-1-1-1. リーダーカードやキャラクターエリアにあるキャラクターカードでアタックを行います。 まず、アタックさせたいアクティブの自分のリーダーカードかキャラクターカード１枚をレストにすることで、アタックを宣言します。
#[test]
fn r7_1_1_1_an_attacker_refused_is_told_why() {
    let g = Scenario::new().field(A, &["TST-004"]).field_rested(A, &["TST-001"]).field(B, &["TST-002"]).build();
    let (ready, tired, theirs) = (char_card(&g, A, "TST-004"), char_card(&g, A, "TST-001"), char_card(&g, B, "TST-002"));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: tired, target: g.leader(B) }), Some(Refusal::AttackerRested));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: theirs, target: g.leader(A) }), Some(Refusal::AttackerNotYours));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: ready, target: g.leader(B) }), None, "legal: no refusal");
}

/// 7-1-1-2. 次に、アタックの対象を選びます。対象にできるのは、 相手のリーダーカードか、キャラクターエリアにあるレスト の相手のキャラクターカード１枚のどちらかです。
#[test]
fn r7_1_1_2_a_target_refused_is_told_why() {
    let g = Scenario::new().field(A, &["TST-004"]).field(B, &["TST-002"]).build();
    let (ready, active) = (char_card(&g, A, "TST-004"), char_card(&g, B, "TST-002"));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: ready, target: active }), Some(Refusal::TargetActive));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: ready, target: g.leader(A) }), Some(Refusal::TargetNotOpponents));
}

/// 3-7-4. 登場したキャラクターカードは、特に指定がない限り、その登場したターン中、アタックすることができません。
/// (And a card that may attack active Characters is never told it may not.)
#[test]
fn r3_7_4_a_character_played_this_turn_is_told_why() {
    let g = Scenario::new().field_new(A, &["TST-004"]).build();
    let fresh = char_card(&g, A, "TST-004");
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: fresh, target: g.leader(B) }), Some(Refusal::PlayedThisTurn));

    let perm = character("TST-W05", 1, 6000, vec![Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::AttackActive } }]);
    let g = Scenario::new().card(perm).field(A, &["TST-W05"]).field(B, &["TST-002"]).build();
    let (w, active) = (char_card(&g, A, "TST-W05"), char_card(&g, B, "TST-002"));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: w, target: active }), None, "this one may attack an active Character");
}

/// 6-5-3-1. 手札からコストを支払い「キャラクターカードの登場」「ステージカードの登場」「【メイン】と表記されているイベントカードの発動」これらを好きな順番で何度でも行うことができます。
/// (A card whose cost is above the active DON!! is refused with both numbers.)
#[test]
fn r6_5_3_1_a_play_refused_names_the_cost() {
    let g = Scenario::new().hand(A, &["TST-002"]).field(B, &["TST-001"]).don(A, 1, 3).build();
    let card = hand_card(&g, A, "TST-002");
    assert_eq!(g.refusal(A, &Action::PlayCard { card, replace: None }), Some(Refusal::CostTooHigh { cost: 2, active: 1 }));
    let theirs = char_card(&g, B, "TST-001");
    assert_eq!(g.refusal(A, &Action::PlayCard { card: theirs, replace: None }), Some(Refusal::NotInHand));
}

/// 6-5-5-1. コストエリアにあるアクティブのドン‼カード１枚を、自分のリーダーやキャラの下に見えるように重ねます。これを「付与」と呼びます。
#[test]
fn r6_5_5_1_a_don_refused_says_why() {
    let g = Scenario::new().field(A, &["TST-001"]).field(B, &["TST-002"]).don(A, 0, 2).build();
    let mine = char_card(&g, A, "TST-001");
    assert_eq!(g.refusal(A, &Action::AttachDon { target: mine, count: 1 }), Some(Refusal::NoActiveDon));
    let g = Scenario::new().field(A, &["TST-001"]).field(B, &["TST-002"]).don(A, 2, 0).build();
    let theirs = char_card(&g, B, "TST-002");
    assert_eq!(g.refusal(A, &Action::AttachDon { target: theirs, count: 1 }), Some(Refusal::DonTargetNotYours));
    assert_eq!(g.refusal(A, &Action::AttachDon { target: char_card(&g, A, "TST-001"), count: 2 }), None);
}

/// 10-1-6-1. 【速攻：キャラ】とは、キャラクターカードが登場したターン中でも相手のキャラクターカードへアタックすることができるキーワード効果です。
/// (Refused the Leader, the reason is the turn it was played; against an active Character, the
/// active target.)
#[test]
fn r10_1_6_1_rush_character_is_refused_the_leader_only() {
    let mut d = character("TST-W07", 1, 5000, vec![]);
    d.keywords.push(Keyword::RushCharacter);
    let g = Scenario::new().card(d).field_new(A, &["TST-W07"]).field(B, &["TST-002"]).field_rested(B, &["TST-001"]).build();
    let (fresh, active, rested) = (char_card(&g, A, "TST-W07"), char_card(&g, B, "TST-002"), char_card(&g, B, "TST-001"));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: fresh, target: g.leader(B) }), Some(Refusal::PlayedThisTurn));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: fresh, target: active }), Some(Refusal::TargetActive));
    assert_eq!(g.refusal(A, &Action::DeclareAttack { attacker: fresh, target: rested }), None);
}

/// 6-5-3-1. 手札からコストを支払い「キャラクターカードの登場」「ステージカードの登場」「【メイン】と表記されているイベントカードの発動」これらを好きな順番で何度でも行うことができます。
/// (A card within the active DON!! that an effect forbids is refused for the effect, not the
/// cost; an Event without [Main] is not one to use now; one's own card on the field is not in
/// the hand.)
#[test]
fn r6_5_3_1_a_play_refused_by_an_effect_or_its_timing() {
    let no_chars = main_event("TST-W08", 0, Effect::Restrict { side: Side::You, what: PlayerRestriction::PlayCharacters, duration: Duration::ThisTurn });
    let no_events = main_event("TST-W09", 0, Effect::Restrict { side: Side::You, what: PlayerRestriction::PlayEvents, duration: Duration::ThisTurn });
    let mut g = Scenario::new().card(no_chars).card(no_events).hand(A, &["TST-W08", "TST-W09", "TST-002", "TST-030"]).field(A, &["TST-001"]).don(A, 2, 0).build();
    let (chr, counter) = (hand_card(&g, A, "TST-002"), hand_card(&g, A, "TST-030"));
    assert_eq!(g.refusal(A, &Action::PlayCard { card: counter, replace: None }), Some(Refusal::EventNotNow), "a [Counter] Event in the main phase");
    assert_eq!(g.refusal(A, &Action::PlayCard { card: char_card(&g, A, "TST-001"), replace: None }), Some(Refusal::NotInHand), "one's own card, on the field");
    assert_eq!(g.refusal(A, &Action::PlayCard { card: chr, replace: None }), None, "cost 2, two active DON!!");
    play!(g, hand_card(&g, A, "TST-W08"));
    assert_eq!(g.refusal(A, &Action::PlayCard { card: chr, replace: None }), Some(Refusal::PlayRestricted), "the cost is met: the effect is the reason");
    play!(g, hand_card(&g, A, "TST-W09"));
    assert_eq!(g.refusal(A, &Action::PlayCard { card: counter, replace: None }), Some(Refusal::PlayRestricted));
}

/// 6-5-5-1. コストエリアにあるアクティブのドン‼カード１枚を、自分のリーダーやキャラの下に見えるように重ねます。これを「付与」と呼びます。
/// (One's own Stage is refused as such; an action that is not a main-phase move is refused as
/// not now for a player with nothing to decide, and as not this move for the player deciding.)
#[test]
fn r6_5_5_1_don_to_a_stage_and_other_refusals() {
    let g = Scenario::new().stage(A, "TST-017").don(A, 2, 0).build();
    let stage = g.find(A, Zone::Stage, "TST-017").unwrap();
    assert_eq!(g.refusal(A, &Action::AttachDon { target: stage, count: 1 }), Some(Refusal::DonTargetNotYours));
    assert_eq!(g.refusal(B, &Action::EndMainPhase), Some(Refusal::NotNow));
    assert_eq!(g.refusal(A, &Action::Choose(Choice::YesNo(true))), Some(Refusal::Other));
}

/// A card id that names no card (stale, 3-1-6, or never dealt) is refused as an unknown card in
/// every action that names cards — not as a mere "not legal" — and nothing changes.
#[test]
fn an_action_naming_no_card_is_refused_as_an_unknown_card() {
    let mut g = Scenario::new().field(A, &["TST-004"]).build();
    let known = char_card(&g, A, "TST-004");
    let none = CardId(60_000);
    let before = g.view(A);
    for action in [
        Action::PlayCard { card: none, replace: None },
        Action::PlayCard { card: known, replace: Some(none) },
        Action::AttachDon { target: none, count: 1 },
        Action::DeclareAttack { attacker: known, target: none },
        Action::ActivateAbility { card: none, ability_index: 0 },
        Action::PlayCounterEvent { card: none },
        Action::Block { blocker: Some(none) },
        Action::CounterCard { card: none, target: known },
        Action::Choose(Choice::Cards(vec![none])),
    ] {
        assert_eq!(g.apply(A, action.clone()), Err(ActionError::UnknownCard), "{action:?}");
    }
    // a known card that may not do it is only "not legal"; another seat is told it is not theirs
    assert_eq!(g.apply(A, Action::Block { blocker: Some(known) }), Err(ActionError::NotLegal));
    assert_eq!(g.apply(B, Action::PlayCard { card: none, replace: None }), Err(ActionError::NotYourDecision { seat: B }));
    assert_eq!(g.view(A), before, "nothing changed");
}

/// `apply_legal_index` (search and self-play's way in): the action at that index of the seat's
/// legal list is carried out as `apply` would; an index past the list, or a seat with nothing to
/// decide, is refused and changes nothing — even just after the deciding seat's list was made.
#[test]
fn applying_a_legal_action_by_its_index() {
    let mut g = started_game(3);
    let seat = g.turn_player();
    let list = g.legal_actions(seat);
    let end = list.iter().position(|a| *a == Action::EndMainPhase).expect("the main phase may end");
    let mut by_apply = g.clone();
    let want = by_apply.apply(seat, Action::EndMainPhase).expect("legal");
    // just after this seat's list was made, the other seat (nothing to decide but conceding)
    // gives an index past its own list
    assert!(end >= g.legal_actions(seat.other()).len());
    g.legal_actions(seat);
    assert_eq!(g.apply_legal_index(seat.other(), end).map(<[Event]>::to_vec), Err(ActionError::NotYourDecision { seat: seat.other() }));
    let before = g.view(seat);
    assert_eq!(g.apply_legal_index(seat, list.len()).map(<[Event]>::to_vec), Err(ActionError::NotLegal));
    assert_eq!(g.view(seat), before, "nothing changed");
    let got = g.apply_legal_index(seat, end).map(<[Event]>::to_vec);
    assert_eq!(got, Ok(want));
    assert_eq!(g.view(seat), by_apply.view(seat));
    assert_ne!(g.view(seat), before);
}
