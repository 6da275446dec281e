//! Rule tests of chapter 7 (attack and battle) and the battle keywords of 10-1.
mod support;
use support::*;

fn bounce_opp(n: &str) -> CardDef {
    character(n, 2, 2000, vec![auto(When::OnOpponentsAttack, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::ReturnToHand })])
}

/// 7-1-1-1. リーダーカードやキャラクターエリアにあるキャラクターカードでアタックを行います。 まず、アタックさせたいアクティブの自分のリーダーカードかキャラクターカード１枚をレストにすることで、アタックを宣言します。
#[test]
fn r7_1_1_1_attack_rests_the_attacker() {
    let mut g = Scenario::new().field(A, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    assert_eq!(g.is_rested(a), Some(true));
}

/// 7-1-1-2. 次に、アタックの対象を選びます。対象にできるのは、 相手のリーダーカードか、キャラクターエリアにあるレスト の相手のキャラクターカード１枚のどちらかです。
#[test]
fn r7_1_1_2_targets_are_the_leader_or_rested_characters() {
    let g = Scenario::new().field(A, &["TST-001"]).field(B, &["TST-002"]).field_rested(B, &["TST-003"]).build();
    let a = char_card(&g, A, "TST-001");
    let targets: Vec<CardId> = g.legal_actions(A).iter().filter_map(|x| match x { Action::DeclareAttack { attacker, target } if *attacker == a => Some(*target), _ => None }).collect();
    assert!(targets.contains(&g.leader(B)));
    assert!(targets.contains(&char_card(&g, B, "TST-003")));
    assert!(!targets.contains(&char_card(&g, B, "TST-002")), "active characters cannot be attacked");
}

/// 7-1-1-3. 【アタック時】や「アタックした時」、【相手のアタック時】や「アタックされた時」で表記されている効果が発動します。
#[test]
fn r7_1_1_3_when_attacking_resolves_before_on_opponents_attack() {
    let mut g = Scenario::new().field_with_don(A, "TST-010", 1).field(B, &["TST-019"]).don(B, 1, 0).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-010");
    attack!(g, a, g.leader(B));
    // First A's [When Attacking] (choose the −2000 target)…
    assert_eq!(g.decision_seat(), Some(A));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })));
    pick!(g, &[char_card(&g, B, "TST-019")]);
    // …then B's [On Your Opponent's Attack] with its optional DON!! −1 cost.
    assert_eq!(g.decision_seat(), Some(B));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::PayCost, .. })));
}

/// 7-1-1-4. アタック・ステップの終了時に、何らかの方法でアタックしているカードまたはアタックの対象としているカードが領域を移動している場合、ブロック・ステップ(7-1-2．参照)には移行せずにバトルの終了(7-1-5.参照)に移行します。
#[test]
fn r7_1_1_4_vanished_attacker_ends_the_battle() {
    let mut g = Scenario::new().card(bounce_opp("TST-X01")).field(A, &["TST-004"]).field(B, &["TST-X01", "TST-002"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    pick!(g, &[a]);
    assert!(is_main(&g), "no block step, straight to the end of battle: {:?}", kind(&g));
    assert_eq!(g.life(B).len(), 1);
    assert!(g.find(A, Zone::Hand, "TST-004").is_some());
}

/// 7-1-2-1. アタックを受けているプレイヤーは、そのバトル中、自分のカードが持つ【ブロッカー】の効果を 1度だけ発動できます。
#[test]
fn r7_1_2_1_blocker_changes_the_attacked_card_once() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field(B, &["TST-002", "TST-020"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    let b = char_card(&g, B, "TST-002");
    ok!(g, B, Action::Block { blocker: Some(b) });
    // Only one block per battle: the next decision is the counter step.
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { target, .. }) if target == b));
    ok!(g, B, Action::EndCounterStep);
    assert_eq!(g.life(B).len(), 1, "the leader took no damage");
    assert!(g.find(B, Zone::Trash, "TST-002").is_some(), "the blocker lost and was K.O.'d");
}

/// 7-1-2-2. 【ブロッカー】を発動した場合、【ブロック時】や「ブロックした時」で表記されている効果が発動します。
#[test]
fn r7_1_2_2_on_block_effects_activate() {
    let mut g = Scenario::new().field(A, &["TST-001"]).field(B, &["TST-020"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    let ev = ok!(g, B, Action::Block { blocker: Some(char_card(&g, B, "TST-020")) });
    assert_eq!(draws(&ev, B), 1);
}

/// 7-1-2-3. ブロック・ステップの終了時に、何らかの方法でアタックしているカードまたはアタックの対象としているカードが領域を移動している場合、カウンター・ステップ(7-1-3.参照)には移行せずにバトルの終了(7-1-5.参照)に移行します。
#[test]
fn r7_1_2_3_vanished_after_block_skips_the_counter_step() {
    let guard = {
        let mut d = character("TST-X02", 2, 1000, vec![auto(When::OnBlock, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::ReturnToHand })]);
        d.keywords.push(Keyword::Blocker);
        d
    };
    let mut g = Scenario::new().card(guard).field(A, &["TST-004"]).field(B, &["TST-X02"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    ok!(g, B, Action::Block { blocker: Some(char_card(&g, B, "TST-X02")) });
    pick!(g, &[a]);
    assert!(is_main(&g), "no counter step: {:?}", kind(&g));
    assert!(g.find(B, Zone::Character, "TST-X02").is_some());
}

/// 7-1-3-1-1. 「(アイコン)カウンター」の発動：手札の「(アイコン)カウンター」を持つキャラクターカードをトラッシュに置き、アタックを受けているプレイヤーは自身のリーダーかキャラクターカード１枚を、そのバトル中、「(アイコン)カウンター」の数値分パワーを上昇させる効果を発動します。
#[test]
fn r7_1_3_1_1_character_counter_from_hand() {
    let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    let c = hand_card(&g, B, "TST-001");
    ok!(g, B, Action::CounterCard { card: c, target: g.leader(B) });
    assert_eq!(g.power(g.leader(B)), Some(6000));
    assert!(g.find(B, Zone::Trash, "TST-001").is_some());
    ok!(g, B, Action::EndCounterStep);
    assert_eq!(g.life(B).len(), 1, "5000 < 6000: no damage");
}

/// 7-1-3-1-1: only a Character card with a Counter value is used as a counter — not one
/// printed without it (counter 0).
#[test]
fn r7_1_3_1_1_a_character_without_a_counter_value_is_not_offered() {
    let mut none = character("TST-Y91", 2, 3000, vec![]);
    none.counter = 0;
    let mut g = Scenario::new().card(none).field(A, &["TST-004"]).hand(B, &["TST-Y91", "TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    let offered: Vec<String> = g
        .legal_actions(B)
        .iter()
        .filter_map(|x| match x { Action::CounterCard { card, .. } => g.number_of(*card).map(str::to_string), _ => None })
        .collect();
    assert!(!offered.is_empty() && offered.iter().all(|n| n == "TST-001"), "{offered:?}");
}

/// 7-1-3-1-2. イベントカードの発動：手札の【カウンター】を持つイベントカードのコストを支払い、トラッシュに置き、【カウンター】の効果を発動します。
#[test]
fn r7_1_3_1_2_counter_event_pays_its_cost() {
    let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-030"]).don(B, 1, 0).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    let ev = ok!(g, B, Action::PlayCounterEvent { card: hand_card(&g, B, "TST-030") });
    let paid = ev.iter().position(|e| *e == Event::DonRested { seat: B, count: 1 }).expect("the payment is logged like any other");
    assert!(paid < ev.iter().position(|e| matches!(e, Event::Played { .. })).unwrap(), "paid, then played");
    pick!(g, &[g.leader(B)]);
    assert_eq!(g.power(g.leader(B)), Some(9000));
    assert_eq!(g.don(B), (9, 0, 1));
    assert!(g.find(B, Zone::Trash, "TST-030").is_some());
}

/// 7-1-3-1-3. カウンター・ステップの終了時に、何らかの方法でアタックしているカードまたはアタックの対象としているカードが領域を移動している場合、ダメージ・ステップ(7-1-4.参照)には移行せずにバトルの終了(7-1-5.参照)に移行します。
#[test]
fn r7_1_3_1_3_vanished_in_counter_step_skips_damage() {
    let mut ev = CardDef::vanilla("TST-X03", "Counter Shot", CardKind::Event, Colour::Green);
    ev.abilities.push(Ability::Activated { timing: ActTiming::Counter, conditions: vec![], once_per_turn: false, cost: vec![], effect: Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko } });
    let mut g = Scenario::new().card(ev).field(A, &["TST-004"]).hand(B, &["TST-X03"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    ok!(g, B, Action::PlayCounterEvent { card: hand_card(&g, B, "TST-X03") });
    pick!(g, &[a]);
    ok!(g, B, Action::EndCounterStep);
    assert!(is_main(&g));
    assert_eq!(g.life(B).len(), 1);
}

/// 7-1-4-1-1-1. ダメージが与えられることが確定した時点で、相手のライフが０枚の場合、アタックしているプレイヤーがゲームに勝利します。
#[test]
fn r7_1_4_1_1_1_attacker_wins_when_life_is_zero() {
    let mut g = Scenario::new().field(A, &["TST-004"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert_eq!(g.result(), Some(GameResult::Win { winner: A, reason: LossReason::Damage }));
}

/// 7-1-4-1-1-2. ダメージが与えられることが確定した時点で、相手のライフが１枚以上ある場合、相手は自身のライフの上のカードを手札に加えます。このとき、ライフから【トリガー】を持つカードを手札に加える場合、手札に加える代わりにそのカードを公開し、そのカードの【トリガー】を発動することが選べます。(10-1-5.参照)
#[test]
fn r7_1_4_1_1_2_top_life_card_goes_to_hand() {
    let mut g = Scenario::new().field_with_don(A, "TST-003", 1).life(B, &["TST-002", "TST-003"]).build();
    let a = char_card(&g, A, "TST-003");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert_eq!(numbers(&g, &g.life(B)), vec!["TST-002"]);
    assert!(g.find(B, Zone::Hand, "TST-003").is_some());
}

/// 7-1-4-1-1-2. ダメージが与えられることが確定した時点で、相手のライフが１枚以上ある場合、相手は自身のライフの上のカードを手札に加えます。このとき、ライフから【トリガー】を持つカードを手札に加える場合、手札に加える代わりにそのカードを公開し、そのカードの【トリガー】を発動することが選べます。(10-1-5.参照)
#[test]
fn r7_1_4_1_1_2_trigger_may_be_activated_instead() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-035"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert!(matches!(kind(&g), Some(DecisionKind::Trigger { .. })));
    let ev = ok!(g, B, Action::ActivateTrigger { yes: true });
    assert_eq!(draws(&ev, B), 1);
    assert!(g.find(B, Zone::Trash, "TST-035").is_some());
}

/// 7-1-4-1-1-3. 【ダブルアタック】などの効果により、受けるダメージが２以上になっている場合、そのダメージの数値と同じ数 7-1-4-1-1-2.を繰り返します。
#[test]
fn r7_1_4_1_1_3_double_attack_deals_two() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-001", "TST-001", "TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1);
}

/// 7-1-4-1-2. キャラクターカードの場合：そのキャラクターカードをKOします。(10-2-1.参照)その後、バトルの終了(7-1-5.参照)に移行します。
#[test]
fn r7_1_4_1_2_losing_character_is_koed() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, char_card(&g, B, "TST-001"));
    let ev = finish_battle(&mut g);
    assert!(ev.iter().any(|e| matches!(e, Event::Koed { cause: KoCause::Battle, .. })));
    assert!(g.find(B, Zone::Trash, "TST-001").is_some());
}

/// 7-1-4-2. アタックしているカードのパワーが、アタックされているカードのパワー未満の場合、アタックしているカードはバトルに負け、そのバトルでは何も起きません。その後、バトルの終了(7-1-5.参照)に移行します。
#[test]
fn r7_1_4_2_weaker_attacker_loses_and_nothing_happens() {
    let mut g = Scenario::new().field(A, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1);
    assert!(g.find(A, Zone::Character, "TST-001").is_some());
}

/// 7-1-5-1. バトルを終了します。
#[test]
fn r7_1_5_1_battle_ends() {
    let mut g = Scenario::new().field(A, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    let ev = finish_battle(&mut g);
    assert!(ev.contains(&Event::BattleEnded));
    assert!(g.view(A).battle.is_none());
}

/// 7-1-5-2. 自分または相手の「バトル終了時」または「バトルした場合」で表記されている効果が発動します。
#[test]
fn r7_1_5_2_end_of_battle_effects_activate() {
    let d = character("TST-X04", 1, 6000, vec![auto(When::EndOfBattle, draw(1))]);
    let mut g = Scenario::new().card(d).field(A, &["TST-X04"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-X04");
    attack!(g, a, g.leader(B));
    let ev = finish_battle(&mut g);
    assert_eq!(draws(&ev, A), 1);
}

/// 7-1-5-3. 「このバトル中」を期限とするターンプレイヤーの効果が無効になります。
#[test]
fn r7_1_5_3_turn_players_battle_effects_expire() {
    let d = character("TST-X05", 1, 1000, vec![auto(When::WhenAttacking, Effect::Targeted { sel: Selector::this(), act: Act::Power(Amount::Fixed(5000), Duration::ThisBattle) })]);
    let mut g = Scenario::new().card(d).field(A, &["TST-X05"]).life(B, &["TST-001", "TST-001"]).build();
    let a = char_card(&g, A, "TST-X05");
    attack!(g, a, g.leader(B));
    assert_eq!(g.power(a), Some(6000));
    finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1, "6000 ≥ 5000");
    assert_eq!(g.power(a), Some(1000));
}

/// 7-1-5-4. 「このバトル中」を期限とする非ターンプレイヤーの効果が無効になります。
#[test]
fn r7_1_5_4_non_turn_players_battle_effects_expire() {
    let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-008"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    ok!(g, B, Action::CounterCard { card: hand_card(&g, B, "TST-008"), target: g.leader(B) });
    assert_eq!(g.power(g.leader(B)), Some(7000));
    finish_battle(&mut g);
    assert_eq!(g.power(g.leader(B)), Some(5000));
}

/// 7-1-5-5. バトルが終了し、6-5-2.に戻ります。
#[test]
fn r7_1_5_5_back_to_the_main_phase() {
    let mut g = Scenario::new().field(A, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert!(is_main(&g));
    assert_eq!(g.phase(), Phase::Main);
}

/// 10-1-1-1. 【速攻】とは、キャラクターカードが登場したターン中でもアタックすることができるキーワード効果です。
#[test]
fn r10_1_1_1_rush_attacks_the_turn_it_is_played() {
    let mut g = Scenario::new().hand(A, &["TST-003", "TST-001"]).don(A, 4, 0).life(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-003"));
    play!(g, hand_card(&g, A, "TST-001"));
    let rush = char_card(&g, A, "TST-003");
    let plain = char_card(&g, A, "TST-001");
    let legal = g.legal_actions(A);
    assert!(legal.contains(&Action::DeclareAttack { attacker: rush, target: g.leader(B) }));
    assert!(!legal.iter().any(|x| matches!(x, Action::DeclareAttack { attacker, .. } if *attacker == plain)));
}

/// 3-7-4. 登場したキャラクターカードは、特に指定がない限り、その登場したターン中、アタックすることができません。
#[test]
fn r3_7_4_played_characters_cannot_attack_that_turn() {
    let g = Scenario::new().field_new(A, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-001");
    assert!(!g.legal_actions(A).iter().any(|x| matches!(x, Action::DeclareAttack { attacker, .. } if *attacker == c)));
}

/// 10-1-2-1. 【ダブルアタック】とは、この効果を持つカードがアタックによってリーダーのライフに与えるダメージが 1の代わりに 2になるキーワード効果です。
#[test]
fn r10_1_2_1_double_attack_two_damage_to_life() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-001", "TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 0);
    assert_eq!(g.hand(B).len(), 2);
}

/// 10-1-3-1. 【バニッシュ】とは、この効果を持つカードがアタックによってリーダーのライフにダメージを与えた場合、相手のライフが手札に加わる代わりにトラッシュに置かれるキーワード効果です。このとき、【トリガー】は発動しません。
#[test]
fn r10_1_3_1_banish_trashes_life_without_trigger() {
    let mut g = Scenario::new().field(A, &["TST-005"]).life(B, &["TST-035"]).build();
    let a = char_card(&g, A, "TST-005");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert!(is_main(&g), "no [Trigger] decision");
    assert!(g.find(B, Zone::Trash, "TST-035").is_some());
    assert!(g.hand(B).is_empty());
}

/// 10-1-4-1. 【ブロッカー】とは、このカード以外の自分のカードがアタックされたときに発動タイミングを満たし、ブロック・ステップで、アクティブのこのカードをレストにすることで発動できるキーワード効果です。「アタックされたカードを【ブロッカー】を発動したこのカードに変更する。」を行います。
#[test]
fn r10_1_4_1_blocker_rests_and_becomes_the_attacked_card() {
    let mut g = Scenario::new().field(A, &["TST-001"]).field(B, &["TST-002"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    let b = char_card(&g, B, "TST-002");
    assert!(g.legal_actions(B).contains(&Action::Block { blocker: Some(b) }));
    ok!(g, B, Action::Block { blocker: Some(b) });
    assert_eq!(g.is_rested(b), Some(true));
    assert_eq!(g.view(A).battle.map(|x| x.target), Some(b));
}

/// 10-1-4-1. 【ブロッカー】とは、このカード以外の自分のカードがアタックされたときに発動タイミングを満たし、ブロック・ステップで、アクティブのこのカードをレストにすることで発動できるキーワード効果です。「アタックされたカードを【ブロッカー】を発動したこのカードに変更する。」を行います。
#[test]
fn r10_1_4_1_blocker_cannot_block_for_itself() {
    // An attacker that may attack active Characters attacks an active [Blocker] (TST-002): the
    // attacked Blocker itself is not offered as a blocker ("このカード以外の"), another one is.
    let striker = character("TST-W06", 1, 6000, vec![Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::AttackActive } }]);
    let mut g = Scenario::new().card(striker).field(A, &["TST-W06"]).field(B, &["TST-002", "TST-002"]).build();
    let a = char_card(&g, A, "TST-W06");
    let (attacked, other) = (g.characters(B)[0], g.characters(B)[1]);
    attack!(g, a, attacked);
    let blocks: Vec<Option<CardId>> = g.legal_actions(B).iter().filter_map(|x| match x { Action::Block { blocker } => Some(*blocker), _ => None }).collect();
    assert_eq!(blocks, vec![None, Some(other)], "no block, or only the other Blocker");
}

/// 10-1-5-1. 【トリガー】とは、ダメージを受けたとき、ライフから確認したカードが【トリガー】を持つ場合、そのカードを公開し、手札に加える代わりに、そのカードの【トリガー】を発動できるキーワード効果です。
#[test]
fn r10_1_5_1_trigger_is_revealed_and_activated() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field(A, &["TST-001"]).life(B, &["TST-031"]).build();
    ok!(g, A, Action::EndMainPhase);
    // B's turn: A's characters are active; make B attack is not needed — deal damage to A instead.
    let _ = g;
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(A, &["TST-001"]).life(B, &["TST-031"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    let ev = ok!(g, B, Action::ActivateTrigger { yes: true });
    assert!(ev.iter().any(|e| matches!(e, Event::TriggerActivated { .. })));
    pick!(g, &[char_card(&g, A, "TST-001")]);
    assert!(g.find(A, Zone::Trash, "TST-001").is_some());
}

/// 10-1-5-2. 【トリガー】は発動しないことも選べます。その場合、そのカードは公開せずに、手札に加えます。
#[test]
fn r10_1_5_2_trigger_may_be_declined() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-035"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    let ev = ok!(g, B, Action::ActivateTrigger { yes: false });
    assert!(g.find(B, Zone::Hand, "TST-035").is_some());
    assert!(!ev.iter().any(|e| matches!(e, Event::Revealed { .. } | Event::TriggerActivated { .. })));
}

/// 10-1-5-3. ダメージを受け【トリガー】を発動した場合、その【トリガー】を発動している間、その【トリガー】を発動しているカード自身はすべての領域に属しません。発動している【トリガー】効果の処理が終了した後、そのカードは特に指示がない場合、持ち主のトラッシュに置かれます。
#[test]
fn r10_1_5_3_trigger_card_is_in_no_zone_then_trash() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(A, &["TST-001"]).life(B, &["TST-031"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    ok!(g, B, Action::ActivateTrigger { yes: true });
    let src = match kind(&g) { Some(DecisionKind::ChooseCards { source: Some(s), .. }) => s, k => panic!("{k:?}") };
    assert_eq!(g.zone_of(src), Some(Zone::Resolving));
    // counted as B's card in no zone, and not A's
    assert_eq!((g.zone_len(B, Zone::Resolving), g.zone_len(A, Zone::Resolving)), (1, 0));
    pick!(g, &[]);
    assert!(g.find(B, Zone::Trash, "TST-031").is_some());
}

/// 10-1-6-1. 【速攻：キャラ】とは、キャラクターカードが登場したターン中でも相手のキャラクターカードへアタックすることができるキーワード効果です。
#[test]
fn r10_1_6_1_rush_character_attacks_only_characters() {
    let g = Scenario::new().field_new(A, &["TST-007"]).field_rested(B, &["TST-001"]).build();
    let c = char_card(&g, A, "TST-007");
    let legal = g.legal_actions(A);
    assert!(legal.contains(&Action::DeclareAttack { attacker: c, target: char_card(&g, B, "TST-001") }));
    assert!(!legal.contains(&Action::DeclareAttack { attacker: c, target: g.leader(B) }));
}

/// 10-1-7-1. 【ブロック不可】とは、この効果を持つカードがアタックする際、そのカードのバトル中、相手は【ブロッカー】を発動することができないキーワード効果です。
#[test]
fn r10_1_7_1_unblockable_attacker_cannot_be_blocked() {
    let mut g = Scenario::new().field(A, &["TST-006"]).field(B, &["TST-002"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-006");
    attack!(g, a, g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })), "{:?}", kind(&g));
}

/// 10-2-1-1. 「KO」とは、バトルの結果で負けた場合にそのキャラクターカードがトラッシュに置かれることや、カードの効果によってキャラクターカードがトラッシュに置かれることを指すキーワードです。
#[test]
fn r10_2_1_1_ko_puts_the_loser_in_the_trash() {
    let mut g = Scenario::new().field(A, &["TST-003"]).field_rested(B, &["TST-002"]).build();
    let a = char_card(&g, A, "TST-003");
    attack!(g, a, char_card(&g, B, "TST-002"));
    finish_battle(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-002").is_some());
}

/// 10-2-1-2. 「KO する」とは、キャラクターカードをキャラクターエリアからそのカードの持ち主のトラッシュに置くことを指します。
#[test]
fn r10_2_1_2_ko_goes_to_the_owners_trash() {
    let mut g = Scenario::new().hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    pick!(g, &[char_card(&g, B, "TST-001")]);
    assert!(g.find(B, Zone::Trash, "TST-001").is_some());
    assert!(g.trash(A).is_empty());
}

/// 10-2-1-3. 「KO 時」「KOされない」等の効果は、「KOする」と書かれている効果によるか、バトルの結果によるか、のいずれかだけで有効です。それ以外の方法でキャラクターカードがトラッシュに置かれた場合は「KO」として扱いません。
#[test]
fn r10_2_1_3_only_effect_or_battle_kos_count() {
    // The 3-7-6-1 trash is not a K.O.: [On K.O.] does not activate.
    let mut g = Scenario::new().field(A, &["TST-013", "TST-001", "TST-001", "TST-001", "TST-001"]).hand(A, &["TST-001"]).don(A, 1, 0).build();
    let old = char_card(&g, A, "TST-013");
    let ev = ok!(g, A, Action::PlayCard { card: hand_card(&g, A, "TST-001"), replace: Some(old) });
    assert!(g.find(A, Zone::Trash, "TST-013").is_some());
    assert_eq!(draws(&ev, A), 0);
    assert!(!ev.iter().any(|e| matches!(e, Event::Koed { .. })));
}

/// 10-2-15-1. 【ブロック時】とは、自分のが【ブロッカー】を発動したブロック・ステップ中(7-1-2-2．参照)に発動タイミングを満たし、その効果を発動することを指すキーワードです。
#[test]
fn r10_2_15_1_on_block() {
    let mut g = Scenario::new().field(A, &["TST-001"]).field(B, &["TST-020"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-001");
    attack!(g, a, g.leader(B));
    let (hand, deck) = (g.hand(B).len(), g.deck(B).len());
    let ev = ok!(g, B, Action::Block { blocker: Some(char_card(&g, B, "TST-020")) });
    assert!(ev.iter().any(|e| matches!(e, Event::AbilityActivated { .. })));
    assert_eq!(draws(&ev, B), 1, "the blocker's [On Block] Draw 1 card resolved");
    assert_eq!((g.hand(B).len(), g.deck(B).len()), (hand + 1, deck - 1));
}

/// 10-2-16-1. 【相手のアタック時】とは、相手のアタック・ステップのアタックの宣言(7-1-1．参照)をしたときに発動タイミングを満たし、相手の【アタック時】などの効果があればその発動後(7-1-1-3．参照)にその効果を発動することを指すキーワードです。
#[test]
fn r10_2_16_1_on_opponents_attack() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field(B, &["TST-019"]).don(B, 1, 0).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    yes(&mut g);
    pick!(g, &[g.leader(B)]);
    assert_eq!(g.power(g.leader(B)), Some(7000));
    assert_eq!(g.don(B).0, 10, "DON!! −1 returned the DON!! to the DON!! deck");
    finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 1);
}

/// 10-2-5-1. 【アタック時】とは、自分のアタック・ステップのアタックの宣言(7-1-1．参照)をしたときに発動タイミングを満たし、その効果を発動することを指すキーワードです。
#[test]
fn r10_2_5_1_when_attacking() {
    let mut g = Scenario::new().field_with_don(A, "TST-010", 1).field(B, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-010");
    attack!(g, a, g.leader(B));
    let t = char_card(&g, B, "TST-001");
    pick!(g, &[t]);
    assert_eq!(g.power(t), Some(0));
}

/// 10-2-9-1. 【ドン‼×〇】とは、元々ドン‼が付与されていないか、〇の数字未満の枚数ドン‼が付与されているカードに対して、〇の数字以上の枚数のドン‼カードがこのカードに付与されることで条件が満たすことを指すキーワードです。
#[test]
fn r10_2_9_1_don_condition_unmet_means_no_trigger() {
    let mut g = Scenario::new().field(A, &["TST-010"]).field(B, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-010");
    attack!(g, a, g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })));
}

/// 8-3-2-3. 条件には、【ドン‼×〇】で指示されている場合があります。これはその〇の数字以上の枚数のドン‼カードがこのカードに付与されることで条件が満たされます。また、【ドン‼×〇】で指示されている効果が【ドン‼×〇】の条件を満たしていない状況では、その効果に発動タイミングの指定があった場合、その発動タイミングを満たす時点で【ドン‼×〇】の条件を満たしていなければ、その発動タイミングも満たしたことにはなりません。
#[test]
fn r8_3_2_3_don_condition_checked_at_the_timing() {
    let mut g = Scenario::new().field_with_don(A, "TST-010", 2).field(B, &["TST-001"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-010");
    attack!(g, a, g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })));
}

/// 1-3-3. あるカードの効果により何らかの行動を行うよう指示されたときに、同時にその行動を禁止する効果が発生している場合、常に禁止する効果が優先されます。
#[test]
fn r1_3_3_prohibition_beats_instruction() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(B, &["TST-021"]).build();
    let a = char_card(&g, A, "TST-004");
    let t = char_card(&g, B, "TST-021");
    attack!(g, a, t);
    finish_battle(&mut g);
    assert_eq!(g.zone_of(t), Some(Zone::Character), "cannot be K.O.'d in battle");
}

/// 1-2-1-1-1. 自分のライフが０枚のときに、リーダーがダメージを受ける。
#[test]
fn r1_2_1_1_1_damage_at_zero_life_loses() {
    let mut g = Scenario::new().leader_don(A, 1).life(B, &[]).build();
    attack!(g, g.leader(A), g.leader(B));
    finish_battle(&mut g);
    assert_eq!(g.result(), Some(GameResult::Win { winner: A, reason: LossReason::Damage }));
}

/// 1-2-2-1. ゲーム中、いずれかのプレイヤーのライフが０枚のときに、そのプレイヤーのリーダーがダメージを受けた場合、そのプレイヤーは敗北条件を満たしています。
#[test]
fn r1_2_2_1_damage_at_zero_life_meets_the_defeat_condition() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    // Double attack with 1 life: the first damage takes the last life card; the loss needs damage
    // decided while the life is already 0 (7-1-4-1-1-1).
    assert_eq!(g.result(), None);
    assert_eq!(g.life(B).len(), 0);
}

/// 9-2-1-1. いずれかのプレイヤーのライフが０枚のときに、そのプレイヤーのリーダーがダメージを受けた場合、そのプレイヤーはゲームの敗北条件を満たしています。
#[test]
fn r9_2_1_1_rule_processing_ends_the_game_on_damage_at_zero() {
    let mut g = Scenario::new().field(A, &["TST-001"]).build();
    attack!(g, char_card(&g, A, "TST-001"), g.leader(B));
    finish_battle(&mut g);
    assert!(g.result().is_none(), "2000 < 5000: no damage");
    let mut g = Scenario::new().field(A, &["TST-004"]).build();
    attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
    let ev = finish_battle(&mut g);
    assert!(ev.iter().any(|e| matches!(e, Event::GameOver { .. })));
}
