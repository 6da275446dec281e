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
