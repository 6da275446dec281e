//! Rule tests of chapter 8 (effects), chapter 4 (terms) and the non-battle keywords of 10-2.
mod support;
use support::*;

/// 8-1-2. 効果には、「する」や「できる」と表記されている場合があります。「する」と表記されている場合、その効果は必ず発動し、可能な限り処理します。「できる」と表記されている場合、その効果を発動しないことを選べます。
#[test]
fn r8_1_2_may_effects_can_be_declined() {
    let mut g = Scenario::new().hand(A, &["TST-026", "TST-001"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-026"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::PayCost, .. })));
    let ev = no(&mut g);
    assert_eq!(draws(&ev, A), 0);
    assert_eq!(g.hand(A).len(), 1);
}

/// 8-3-1-4. 発動コストには、「することができる」や「にできる」で指示されている場合があります。発動コストは支払わないことを選ぶことができますが、その場合、効果は発動できません。
#[test]
fn r8_3_1_4_optional_cost_paid_then_effect() {
    let mut g = Scenario::new().hand(A, &["TST-026", "TST-001"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-026"));
    yes(&mut g);
    pick!(g, [hand_card(&g, A, "TST-001")]);
    assert_eq!(g.hand(A).len(), 2);
    assert!(g.find(A, Zone::Trash, "TST-001").is_some());
}

/// 8-1-3-1-1. 「自動効果」はカード上、【登場時】【アタック時】【ブロック時】【KO 時】【自分のターン終了時】【相手のターン終了時】と表記されている場合があります。他にも「〇〇した時、」「〇〇された時、」などと表記されている場合も、それらは「自動効果」に分類されます。
#[test]
fn r8_1_3_1_1_on_play_is_automatic() {
    let mut g = Scenario::new().hand(A, &["TST-008"]).don(A, 2, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(draws(&ev, A), 1);
}

/// 10-2-6-1. 【登場時】とは、カードが登場したときに発動タイミングを満たし、その効果を発動することを指すキーワードです。
#[test]
fn r10_2_6_1_on_play() {
    // "[On Play] Draw 1 card.": played from the hand, the ability activates once the card is on
    // the field (played first, then activated, then its draw); a Character already on the field
    // at the start of the turn does not activate it.
    let mut g = Scenario::new().hand(A, &["TST-008"]).don(A, 2, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-008"));
    let at = |f: &dyn Fn(&Event) -> bool| ev.iter().position(f);
    let played = at(&|e| matches!(e, Event::Played { seat: A, .. })).expect("played");
    let activated = at(&|e| matches!(e, Event::AbilityActivated { ability: 0, .. })).expect("activated");
    let drew = at(&|e| matches!(e, Event::Moved { owner: A, from: Zone::Deck, to: Zone::Hand, .. })).expect("drew");
    assert!(played < activated && activated < drew, "played, then activated, then resolved");
    assert_eq!(draws(&ev, A), 1);
    let mut g = Scenario::new().field(A, &["TST-008"]).turn(4, B).build();
    let ev = end_turn(&mut g);
    assert_eq!(draws(&ev, A), 1, "only the draw phase's card: no [On Play]");
}

/// 8-1-3-1-2. 「自動効果」には発動コストが必要な効果や、条件を満たす必要がある効果があります。
#[test]
fn r8_1_3_1_2_automatic_effects_with_a_cost() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field(B, &["TST-019"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })), "B has no DON!! to pay DON!! −1: not activated");
}

/// 8-1-3-2-1. 「起動効果」はカード上、【起動メイン】【メイン】と表記されている場合があります。
#[test]
fn r8_1_3_2_1_activated_effects() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-011");
    let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.don(A), (9, 0, 1));
}

/// 10-2-2-1. 【起動メイン】とは、バトル以外のメインフェイズに効果を発動することができることを指すキーワードです。
#[test]
fn r10_2_2_1_activate_main_outside_battle_only() {
    let mut g = Scenario::new().field(A, &["TST-011"]).leader_don(A, 1).don(A, 1, 0).life(B, &["TST-001"]).build();
    attack!(g, g.leader(A), g.leader(B));
    assert_eq!(g.legal_actions(A), vec![Action::Concede], "nothing to activate during the battle");
}

/// 8-1-3-3-4. 「永続効果」は条件を満たした場合、必ず有効となり、常に効果を発生し続けます。
#[test]
fn r8_1_3_3_4_permanent_effect_applies_while_condition_holds() {
    let mut g = Scenario::new().field(A, &["TST-012"]).build();
    let c = char_card(&g, A, "TST-012");
    assert_eq!(g.power(c), Some(3000));
    end_turn(&mut g);
    assert_eq!(g.power(c), Some(4000));
}

/// 10-2-12-1. 【相手のターン中】とは、相手のターン中に条件を満たすことを指すキーワードです。
#[test]
fn r10_2_12_1_opponents_turn_condition() {
    let g = Scenario::new().field(B, &["TST-012"]).build();
    assert_eq!(g.power(char_card(&g, B, "TST-012")), Some(4000));
}

/// 10-2-11-1. 【自分のターン中】とは、自分のターン中に条件を満たすことを指すキーワードです。
#[test]
fn r10_2_11_1_your_turn_condition() {
    let mut g = Scenario::new().field(A, &["TST-040", "TST-001"]).build();
    let c = char_card(&g, A, "TST-001");
    assert_eq!(g.power(c), Some(3000));
    assert_eq!(g.power(char_card(&g, A, "TST-040")), Some(4000), "not this card");
    end_turn(&mut g);
    assert_eq!(g.power(c), Some(2000));
}

/// 8-1-3-3-2. 「永続効果」には、効果を有効にするために条件を満たす必要がある効果があります。
#[test]
fn r8_1_3_3_2_permanent_effects_with_conditions() {
    let g = Scenario::new().field(A, &["TST-012"]).build();
    assert_eq!(g.power(char_card(&g, A, "TST-012")), Some(3000), "[Opponent's Turn] not met on our turn");
}

/// 8-1-3-3-5. ある永続効果が、適用中にある永続効果自身やそれ以外の永続効果によって、ゲームに与える影響を変化させた場合、既に解決されている継続効果を前提に以下の順番で処理を行います。（Ⅰ）ターンプレイヤーの永続効果を、ターンプレイヤーの任意の順番で処理を行います。（Ⅱ）非ターンプレイヤーの永続効果を、非ターンプレイヤーの任意の順番で処理を行います。（Ⅲ） ⅠとⅡによりゲームに与える影響を再度変化させた場合、ⅠとⅡの処理を改めて行います。
#[test]
fn r8_1_3_3_5_permanent_effects_are_reevaluated() {
    let mut g = Scenario::new().field(A, &["TST-016"]).trash(A, &["TST-001"]).hand(A, &["TST-032"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-016");
    assert_eq!(g.power(c), Some(3000));
    play!(g, hand_card(&g, A, "TST-032"));
    assert_eq!(g.power(c), Some(4000), "the event in the trash makes 2 cards");
}

/// 8-1-3-4-1. ある状況が置換できる状態で、置換を適用しないことを選択した場合、その置換効果は解決されていません。
#[test]
fn r8_1_3_4_1_declined_replacement_lets_the_event_happen() {
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-014"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    assert_eq!(g.decision_seat(), Some(B));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    no(&mut g);
    assert!(g.find(B, Zone::Trash, "TST-014").is_some());
}

/// 8-1-3-4-5. 「代わりに」と表記された指示を実行できない場合、その置換効果は適用できません。
#[test]
fn r8_1_3_4_5_replacement_that_cannot_be_done_is_not_applied() {
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-014"]).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    assert!(is_main(&g), "no active DON!!: no replacement question");
    assert!(g.find(B, Zone::Trash, "TST-014").is_some());
    // "… you may return 1 DON!! card from your field to your DON!! deck instead" with no DON!! on
    // the field, "… you may trash 1 card from your hand instead" with an empty hand, "… you may
    // add 1 card from the top of your Life cards to your hand instead" with no Life card, and
    // "… return 1 DON!! … and draw 1 card instead" (the first part cannot be done)
    let ko = main_event("TST-X21", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let return_don = Effect::ReturnDon { side: Side::You, count: 1 };
    let trash_one = Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Trash };
    let life_to_hand = Effect::MoveTop { side: Side::You, from: Pile::Life, count: 1, up_to: false, to: Dest::Hand };
    let both = Effect::Seq(vec![return_don.clone(), draw(1)]);
    for (instead, hand) in [(return_don, vec!["TST-001"]), (trash_one, vec![]), (life_to_hand, vec!["TST-001"]), (both, vec!["TST-001"])] {
        let guard = character("TST-X22", 1, 1000, vec![Ability::Replacement {
            event: Replaceable::WouldBeKoed { target: StaticTarget::This, cause: None },
            conditions: vec![],
            once_per_turn: false,
            optional: true,
            instead: instead.clone(),
        }]);
        let mut g = Scenario::new().card(guard).card(ko.clone()).hand(A, &["TST-X21"]).field(B, &["TST-X22"]).hand(B, &hand).build();
        play!(g, hand_card(&g, A, "TST-X21"));
        pick!(g, [char_card(&g, B, "TST-X22")]);
        assert!(is_main(&g), "{instead:?} cannot be done: no replacement question, {:?}", kind(&g));
        assert!(g.find(B, Zone::Trash, "TST-X22").is_some(), "{instead:?}: K.O.'d");
    }
}

/// 8-1-3-4-4-1. ある効果を、テキストの先頭に近い方から順に実行し、そのテキストの途中で置換効果を適用した場合、その置換効果を適用した後に、残りのテキストを順に実行します。
#[test]
fn r8_1_3_4_4_1_replacement_then_the_rest_of_the_text() {
    let e = main_event("TST-X20", 0, Effect::Seq(vec![Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko }, draw(1)]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-X20"]).field(B, &["TST-014"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X20"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    let ev = yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-014").is_some(), "rested a DON!! instead");
    assert_eq!(g.don(B), (9, 0, 1));
    assert_eq!(draws(&ev, A), 1, "the rest of the text still resolves");
}

/// 8-1-3-4-2. ある状況が複数の置換効果によって置換される場合、その置換効果を発生させたカードの持つ置換効果が優先され、次にターンプレイヤーの持つ置換効果を任意の優先順位で適用できます。その後、非ターンプレイヤーの持つ置換効果を任意の優先順位で適用できます。
#[test]
fn r8_1_3_4_2_the_affected_cards_own_replacement_first() {
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-014"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    match kind(&g) {
        Some(DecisionKind::YesNo { prompt: Prompt::Replace, source, effect }) => {
            assert_eq!(source, Some(char_card(&g, B, "TST-014")));
            assert_eq!(effect, Some(Box::new(Effect::SetDon { side: Side::You, count: 1, up_to: false, rested: true })), "the question carries what happens instead");
        }
        k => panic!("{k:?}"),
    }
}

/// 8-1-3-4-3. 単一の処理や事象への置換から生じた一連の置換に対して、同じ置換効果を複数回適用することはできません。
#[test]
fn r8_1_3_4_3_a_replacement_applies_once_per_event() {
    // Decline once: the same replacement is not offered again for the same K.O.
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-014"]).don(B, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    no(&mut g);
    assert!(is_main(&g), "not asked a second time for the same K.O.");
    assert!(g.find(B, Zone::Trash, "TST-014").is_some(), "declined: the K.O. happens");
    assert_eq!(g.don(B), (8, 2, 0), "the replacement's rest of 1 DON!! did not happen");
}

/// 8-1-3-4 (beyond K.O.): "If this Character would be removed from the field by your opponent's
/// effect, you may … instead" also replaces being returned to hand, put into the deck or
/// trashed by the opponent's effect; the owner's own effects are not replaced.
#[test]
fn replacement_also_covers_removal_by_the_opponents_effect() {
    let guard = character("TST-X51", 3, 4000, vec![Ability::Replacement {
        event: Replaceable::WouldLeaveFieldByOpponentsEffect { target: StaticTarget::This },
        conditions: vec![],
        once_per_turn: false,
        optional: true,
        instead: Effect::SetDon { side: Side::You, count: 1, up_to: false, rested: true },
    }]);
    let bounce = |n: &str, side: Side, act: Act| main_event(n, 0, Effect::Seq(vec![Effect::Targeted { sel: Selector::up_to(1, side, Targetable::Character, Filter::any()), act }, draw(1)]));
    for (act, zone) in [(Act::ReturnToHand, Zone::Hand), (Act::ToDeckBottom, Zone::Deck), (Act::Trash, Zone::Trash)] {
        // Accepted: it stays, a DON!! is rested instead, and the rest of the text resolves.
        let mut g = Scenario::new().card(guard.clone()).card(bounce("TST-X52", Side::Opponent, act.clone())).hand(A, &["TST-X52"]).field(B, &["TST-X51"]).don(B, 1, 0).build();
        play!(g, hand_card(&g, A, "TST-X52"));
        pick!(g, [char_card(&g, B, "TST-X51")]);
        assert_eq!(g.decision_seat(), Some(B), "{act:?}: the owner decides");
        assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
        let ev = yes(&mut g);
        assert!(g.find(B, Zone::Character, "TST-X51").is_some(), "{act:?}: replaced");
        assert_eq!(g.don(B), (9, 0, 1));
        assert_eq!(draws(&ev, A), 1);
        // Declined: it goes.
        let mut g = Scenario::new().card(guard.clone()).card(bounce("TST-X52", Side::Opponent, act.clone())).hand(A, &["TST-X52"]).field(B, &["TST-X51"]).don(B, 1, 0).build();
        play!(g, hand_card(&g, A, "TST-X52"));
        pick!(g, [char_card(&g, B, "TST-X51")]);
        no(&mut g);
        assert!(g.find(B, zone, "TST-X51").is_some(), "{act:?}: declined, it left the field");
    }
    // The owner's own effect is not the opponent's: nothing to replace.
    let mut g = Scenario::new().card(guard).card(bounce("TST-X53", Side::You, Act::ReturnToHand)).hand(A, &["TST-X53"]).field(A, &["TST-X51"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X53"));
    pick!(g, [char_card(&g, A, "TST-X51")]);
    assert!(g.find(A, Zone::Hand, "TST-X51").is_some());
}

/// 8-1-4-1. 単発効果とは、効解決された瞬間にゲームに影響を与え、処理を終えるものを指します。
#[test]
fn r8_1_4_1_one_shot_effects() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).don(A, 1, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-032"));
    assert_eq!(draws(&ev, A), 2);
}

/// 8-1-4-2. 継続効果とは、指定された期間ゲームに影響を与え続けるものを指します。
#[test]
fn r8_1_4_2_continuous_effects_last_their_duration() {
    let mut g = Scenario::new().field(A, &["TST-001"]).stage(A, "TST-017").build();
    let s = g.stage(A).unwrap();
    ok!(g, A, Action::ActivateAbility { card: s, ability_index: 0 });
    let c = char_card(&g, A, "TST-001");
    pick!(g, [c]);
    assert_eq!(g.power(c), Some(3000));
    end_turn(&mut g);
    assert_eq!(g.power(c), Some(2000));
}

/// A Character of B whose permanent effect adds `cost` to the abilities of A's Characters.
fn cost_adder(number: &str, cost: Vec<Cost>) -> CardDef {
    character(number, 2, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::AddedCost(cost) },
    }])
}

/// A's Character with "[Activate: Main] ①: Draw 1 card."
fn drawer(number: &str) -> CardDef {
    character(number, 2, 3000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![Cost::RestDon(1)], effect: draw(1) }])
}

/// 8-3-1-2. その後、別の効果によって発動コストが追加されている場合、それらの効果の解決順に実行します。
#[test]
fn r8_3_1_2_a_cost_added_by_another_effect_is_paid_after_the_printed_one() {
    let build = |life: &[&str]| {
        Scenario::new()
            .card(cost_adder("TST-Y80", vec![Cost::TrashLife(1)]))
            .card(drawer("TST-Y81"))
            .field(A, &["TST-Y81"])
            .life(A, life)
            .don(A, 2, 0)
            .field(B, &["TST-Y80"])
            .build()
    };
    // The added cost cannot be paid (no Life): the ability cannot be activated (8-3-1-3).
    let g = build(&[]);
    let act = Action::ActivateAbility { card: char_card(&g, A, "TST-Y81"), ability_index: 0 };
    assert!(!g.legal_actions(A).contains(&act), "① alone no longer pays for it");
    // It can: ① first, then the added cost, then the effect.
    let mut g = build(&["TST-001", "TST-002"]);
    let ev = ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-Y81"), ability_index: 0 });
    let rested = ev.iter().position(|e| matches!(e, Event::DonRested { seat: A, count: 1 })).expect("① paid");
    let life = ev.iter().position(|e| matches!(e, Event::Moved { owner: A, from: Zone::Life, to: Zone::Trash, .. })).expect("the added cost paid");
    assert!(rested < life, "the printed cost before the added one");
    assert_eq!(draws(&ev, A), 1);
    assert_eq!(g.life(A).len(), 1);
    assert_eq!(g.don(A).1, 1);
    // Without the effect that adds it, ① alone pays.
    let mut g = Scenario::new().card(drawer("TST-Y81")).field(A, &["TST-Y81"]).don(A, 1, 0).build();
    let ev = ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-Y81"), ability_index: 0 });
    assert_eq!(draws(&ev, A), 1);
}

/// 8-3-1-2 for an automatic ability printed without a cost: the added cost makes it one its
/// controller may decline (8-3-1-4); declined, the effect does not resolve.
#[test]
fn r8_3_1_2_an_added_cost_on_an_ability_printed_without_one() {
    for pay in [true, false] {
        let mut g = Scenario::new()
            .card(cost_adder("TST-Y80", vec![Cost::TrashLife(1)]))
            .card(character("TST-Y82", 1, 2000, vec![auto(When::OnPlay, draw(2))]))
            .hand(A, &["TST-Y82"])
            .life(A, &["TST-001"])
            .don(A, 1, 0)
            .field(B, &["TST-Y80"])
            .build();
        play!(g, hand_card(&g, A, "TST-Y82"));
        assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::PayCost, .. })), "asked to pay the added cost");
        let ev = if pay { yes(&mut g) } else { no(&mut g) };
        assert_eq!(draws(&ev, A), if pay { 2 } else { 0 });
        assert_eq!(g.life(A).len(), if pay { 0 } else { 1 });
    }
}

/// 8-3-1-2. その後、別の効果によって発動コストが追加されている場合、それらの効果の解決順に実行します。
/// For an Event: a cost another effect adds to the abilities of the cards in A's hand
/// ("trash 1 of your Life cards") is paid when the Event's [Main] is played, beside its DON!!;
/// with a [Counter] ability printed first, that one is not what runs in the main phase.
#[test]
fn r8_3_1_2_a_cost_added_to_an_events_main_ability_is_paid() {
    let adder = character("TST-Y84", 2, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::YourHand(Filter::of_kind(CardKind::Event)), modifier: Modifier::AddedCost(vec![Cost::TrashLife(1)]) },
    }]);
    for with_counter in [false, true] {
        let mut ev = main_event("TST-Y85", 1, draw(1));
        if with_counter {
            ev.abilities.insert(0, Ability::Activated { timing: ActTiming::Counter, conditions: vec![], once_per_turn: false, cost: vec![], effect: draw(3) });
        }
        let mut g = Scenario::new().card(adder.clone()).card(ev).field(A, &["TST-Y84"]).hand(A, &["TST-Y85"]).life(A, &["TST-001", "TST-002"]).don(A, 1, 0).build();
        let events = play!(g, hand_card(&g, A, "TST-Y85"));
        assert!(is_main(&g), "{:?}", kind(&g));
        assert_eq!(draws(&events, A), 1, "the [Main] ability, not the [Counter] one: {events:?}");
        assert_eq!(g.life(A).len(), 1, "the added cost was paid ({with_counter})");
        assert_eq!(g.don(A).2, 1, "and the printed cost: its DON!! rested");
    }
}

/// 8-3-2-2. 別の効果によって条件が追加されている場合、それらの条件すべてが満たされていることを確認します。
#[test]
fn r8_3_2_2_a_condition_added_by_another_effect_must_hold_too() {
    let adder = character("TST-Y83", 2, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::AddedCondition(Box::new(Condition::Don(1))) },
    }]);
    let mut g = Scenario::new().card(adder.clone()).card(drawer("TST-Y81")).field(A, &["TST-Y81"]).don(A, 3, 0).field(B, &["TST-Y83"]).build();
    let y = char_card(&g, A, "TST-Y81");
    let act = Action::ActivateAbility { card: y, ability_index: 0 };
    assert!(!g.legal_actions(A).contains(&act), "[DON!! x1] added and not met");
    ok!(g, A, Action::AttachDon { target: y, count: 1 });
    assert!(g.legal_actions(A).contains(&act), "met once a DON!! is given");
    let ev = ok!(g, A, act);
    assert_eq!(draws(&ev, A), 1);
    // An automatic ability does not activate while the added condition fails.
    let mut g = Scenario::new()
        .card(adder)
        .card(character("TST-Y82", 1, 2000, vec![auto(When::OnPlay, draw(2))]))
        .hand(A, &["TST-Y82"])
        .don(A, 1, 0)
        .field(B, &["TST-Y83"])
        .build();
    let ev = play!(g, hand_card(&g, A, "TST-Y82"));
    assert_eq!(draws(&ev, A), 0, "its [On Play] needs a DON!! it cannot have as it is played");
    assert!(is_main(&g));
}

/// A Character with "[Activate: Main] trash this Character: draw 2 cards" and "If this
/// Character would leave the field, you may rest 1 of your DON!! cards instead."
fn leaves_or_rests_don() -> CardDef {
    character("TST-Y84", 3, 4000, vec![
        Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![Cost::TrashThis], effect: draw(2) },
        Ability::Replacement {
            event: Replaceable::WouldLeaveField { target: StaticTarget::This },
            conditions: vec![],
            once_per_turn: false,
            optional: true,
            instead: Effect::SetDon { side: Side::You, count: 1, up_to: false, rested: true },
        },
    ])
}

/// 8-3-1-7. ある効果によって発動コストが置換される状況は、その発動コストを支払う代わりに置換された処理を行うことは可能です。その結果、発動コストがテキストに記載されている通りに支払われなかった場合、「：」以降にある効果は処理されません。
#[test]
fn r8_3_1_7_a_replaced_cost_is_not_paid_and_the_effect_does_not_resolve() {
    for replace in [true, false] {
        let mut g = Scenario::new().card(leaves_or_rests_don()).field(A, &["TST-Y84"]).don(A, 1, 0).build();
        let y = char_card(&g, A, "TST-Y84");
        ok!(g, A, Action::ActivateAbility { card: y, ability_index: 0 });
        assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })), "the cost's move may be replaced");
        let ev = if replace { yes(&mut g) } else { no(&mut g) };
        if replace {
            assert!(g.find(A, Zone::Character, "TST-Y84").is_some(), "replaced: it stays");
            assert_eq!(g.don(A).2, 1, "the DON!! rested instead");
            assert_eq!(draws(&ev, A), 0, "the cost was not paid as written: no effect");
        } else {
            assert!(g.find(A, Zone::Trash, "TST-Y84").is_some(), "paid as written");
            assert_eq!(draws(&ev, A), 2);
        }
        assert!(is_main(&g));
    }
}

/// 8-1-3-4 with "If this Character would leave the field": a K.O. by the opponent's effect and
/// the owner's own effect both move it off the field, so both may be replaced.
#[test]
fn leaving_the_field_by_any_cause_may_be_replaced() {
    // K.O. by the opponent's effect (TST-031: K.O. up to 1 of the opponent's cost 4 or less)
    let mut g = Scenario::new().card(leaves_or_rests_don()).hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-Y84"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-Y84")]);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })));
    yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-Y84").is_some());
    assert_eq!(g.don(B).2, 1);
    // returned to hand by its owner's own effect
    let bounce = main_event("TST-Y85", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::ReturnToHand });
    let mut g = Scenario::new().card(leaves_or_rests_don()).card(bounce).hand(A, &["TST-Y85"]).field(A, &["TST-Y84"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-Y85"));
    pick!(g, [char_card(&g, A, "TST-Y84")]);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::Replace, .. })), "its own effect too");
    no(&mut g);
    assert!(g.find(A, Zone::Hand, "TST-Y84").is_some(), "declined: it leaves");
}

/// 8-3-1-1. １つの発動コストに複数の行動がある場合、テキストの先頭に近い方から順に実行します。
#[test]
fn r8_3_1_1_costs_in_order_and_8_3_1_5_rest_don() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 2, 0).build();
    ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-011"), ability_index: 0 });
    assert_eq!(g.don(A), (8, 1, 1));
}

/// 8-3-1-5. 発動コストには、「①」などの記号で指示されている場合があります。この記号はその記号内の数字と同じ枚数の自分のコストエリアのアクティブのドン‼カードを選び、レストにすることを指示しています。
#[test]
fn r8_3_1_5_circled_number_rests_active_don() {
    let g = Scenario::new().field(A, &["TST-011"]).don(A, 0, 2).build();
    assert!(!g.legal_actions(A).iter().any(|a| matches!(a, Action::ActivateAbility { .. })), "rested DON!! cannot pay ①");
}

/// 8-3-1-6. 発動コストには、「ドン‼-〇」などで指示されている場合があります。これはその〇の数字と同じ枚数の、自分のリーダーエリア、キャラクターエリア、コストエリアにあるドン!!カードを選び、自身のドン‼デッキに戻すことを指示しています。
#[test]
fn r8_3_1_6_don_minus_returns_don_to_the_don_deck() {
    let mut g = Scenario::new().field(A, &["TST-038"]).don(A, 0, 1).build();
    let c = char_card(&g, A, "TST-038");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(g.don(A), (10, 0, 0));
    assert!(g.has_keyword(c, Keyword::DoubleAttack));
}

/// 10-2-10-1. ドン‼-〇とは、その〇の数字と同じ枚数の、自分のリーダーエリア、キャラクターエリア、コストエリアにあるドン!!カードを選び、自身のドン‼デッキに戻すことが条件であることを指示しているキーワードです。
#[test]
fn r10_2_10_1_don_minus_uses_field_don() {
    let mut g = Scenario::new().field(A, &["TST-038"]).leader_don(A, 1).build();
    let c = char_card(&g, A, "TST-038");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(g.attached_don(g.leader(A)), Some(0));
    assert_eq!(g.don(A).0, 10);
}

/// 8-3-1-6 (choosing): 「…自分のリーダーエリア、キャラクターエリア、コストエリアにあるドン!!カードを選び、自身のドン‼デッキに戻す…」
/// The player chooses where each returned DON!! comes from; with no choice, nobody is asked.
#[test]
fn r8_3_1_6_the_player_chooses_which_don_to_return() {
    let mut g = Scenario::new().field(A, &["TST-038"]).don(A, 1, 1).leader_don(A, 1).build();
    let c = char_card(&g, A, "TST-038");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    let leader = g.leader(A);
    match kind(&g) {
        Some(DecisionKind::ReturnDon { remaining: 1, sources, .. }) => {
            assert_eq!(sources, vec![DonSource::CostActive(1), DonSource::CostRested(1), DonSource::Attached { card: leader, count: 1 }]);
        }
        other => panic!("asked where the DON!! comes from, not {other:?}"),
    }
    assert_eq!(g.legal_actions(A).len(), 4, "one answer per place, and concede");
    ok!(g, A, Action::Choose(Choice::Option(2)));
    assert_eq!(g.attached_don(leader), Some(0), "the leader's DON!! went back");
    assert_eq!(g.don(A), (8, 1, 1), "the cost area kept its DON!!");
    assert!(g.has_keyword(c, Keyword::DoubleAttack), "the cost was paid");
    // Only rested DON!! in the cost area: nothing to choose.
    let mut g = Scenario::new().field(A, &["TST-038"]).don(A, 0, 2).build();
    let c = char_card(&g, A, "TST-038");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert!(!matches!(kind(&g), Some(DecisionKind::ReturnDon { .. })));
    assert_eq!(g.don(A), (9, 0, 1));
}

/// 10-2-10-1 (as an effect, several cards): each card is chosen in turn; "if" after it sees all of them returned.
#[test]
fn r10_2_10_1_returning_several_don_asks_for_each() {
    let d = character("TST-X50", 1, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost: vec![],
        effect: Effect::IfDone(Box::new(Effect::ReturnDon { side: Side::You, count: 2 }), Box::new(draw(1))),
    }]);
    let mut g = Scenario::new().card(d).field(A, &["TST-X50"]).don(A, 2, 1).leader_don(A, 1).deck(A, &["TST-001", "TST-001"]).build();
    let c = char_card(&g, A, "TST-X50");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert!(matches!(kind(&g), Some(DecisionKind::ReturnDon { remaining: 2, .. })));
    ok!(g, A, Action::Choose(Choice::Option(1)));
    match kind(&g) {
        Some(DecisionKind::ReturnDon { remaining: 1, sources, .. }) => {
            assert_eq!(sources, vec![DonSource::CostActive(2), DonSource::Attached { card: g.leader(A), count: 1 }], "the rested one is gone");
        }
        other => panic!("asked for the second card, not {other:?}"),
    }
    let ev = ok!(g, A, Action::Choose(Choice::Option(0)));
    assert_eq!(g.don(A), (8, 1, 0));
    assert_eq!(draws(&ev, A), 1, "both returned: the 'if' part resolves");
}

/// 8-3-1-3-1. 発動コストを支払う条件を満たしている状況で、ある効果を発動し、発動コストを支払っている途中で発動コストが支払えなくなった場合、可能な限り支払うことができる発動コストすべてを支払います。「：」以降に記載された効果を処理することはできません。また、この場合の【ターン 1 回】の処理については 10-2-13-5．を参照します。
#[test]
fn r8_3_1_3_1_partial_payment_stops_the_effect() {
    let d = character("TST-X21", 1, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: true,
        cost: vec![Cost::RestThis, Cost::RestCharacters { count: 1, filter: Filter::any() }],
        effect: draw(1),
    }]);
    let mut g = Scenario::new().card(d).field(A, &["TST-X21"]).build();
    let c = char_card(&g, A, "TST-X21");
    let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(g.is_rested(c), Some(true), "paid what could be paid");
    assert_eq!(draws(&ev, A), 0, "the effect after ':' does not resolve");
}

/// 10-2-13-5. 【ターン１回】の効果が発動し、発動コストを支払っている途中で発動コストを支払えなくなり、結果としてその後の効果が処理されなかった場合でも【ターン 1 回】の効果を再び発動することはできません。(8-3-１-3.参照)
#[test]
fn r10_2_13_5_once_per_turn_spent_by_a_failed_payment() {
    let d = character("TST-X21", 1, 1000, vec![Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: true,
        cost: vec![Cost::RestThis, Cost::RestCharacters { count: 1, filter: Filter::any() }],
        effect: draw(1),
    }]);
    let mut g = Scenario::new().card(d).field(A, &["TST-X21"]).hand(A, &["TST-036", "TST-001"]).don(A, 2, 0).build();
    let c = char_card(&g, A, "TST-X21");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    play!(g, hand_card(&g, A, "TST-036"));
    pick!(g, [hand_card(&g, A, "TST-001")]);
    pick!(g, [c]);
    assert_eq!(g.is_rested(c), Some(false), "set active again");
    assert!(!g.legal_actions(A).contains(&Action::ActivateAbility { card: c, ability_index: 0 }));
}

/// 8-3-2-1. 1 つの効果に複数の条件がある場合、その条件すべてが満たされていることを確認します。
#[test]
fn r8_3_2_1_all_conditions_must_hold() {
    let d = character("TST-X22", 1, 1000, vec![Ability::Permanent {
        conditions: vec![Condition::YourTurn, Condition::Don(1)],
        effect: Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(3000)) },
    }]);
    let mut g = Scenario::new().card(d).field(A, &["TST-X22"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-X22");
    assert_eq!(g.power(c), Some(1000));
    ok!(g, A, Action::AttachDon { target: c, count: 1 });
    assert_eq!(g.power(c), Some(5000));
}

/// 8-3-2-4. 条件には、【自分のターン中】で指示されている場合があります。これは自分のターン中であることで条件が満たされます。
#[test]
fn r8_3_2_4_your_turn_and_8_3_2_5_opponents_turn() {
    let mut g = Scenario::new().field(A, &["TST-012", "TST-040"]).build();
    let night = char_card(&g, A, "TST-012");
    assert_eq!(g.power(night), Some(4000), "+1000 from [Your Turn] Fog Wall");
    end_turn(&mut g);
    assert_eq!(g.power(night), Some(4000), "+1000 from its own [Opponent's Turn]");
}

/// 8-3-2-5. 条件には、【相手のターン中】で指示されている場合があります。これは相手のターン中であることで条件が満たされます。
#[test]
fn r8_3_2_5_opponents_turn_condition() {
    let g = Scenario::new().field(B, &["TST-012"]).build();
    assert_eq!(g.power(char_card(&g, B, "TST-012")), Some(4000));
}

/// 8-3-3. 効果には、「～の場合」と表記される場合があります。それが満たされていない限り、「～場合」以降の効果は解決されません。
#[test]
fn r8_3_3_if_condition_gates_the_rest() {
    let mut plain = CardDef::vanilla("TST-LX", "Plain Leader", CardKind::Leader, Colour::Red);
    plain.power = 5000;
    plain.life = 5;
    let mut g = Scenario::new().card(plain).leader(A, "TST-LX").hand(A, &["TST-027"]).don(A, 3, 0).build();
    play!(g, hand_card(&g, A, "TST-027"));
    assert_eq!(g.life(A).len(), 0, "leader lacks the type");
    let mut g = Scenario::new().hand(A, &["TST-027"]).don(A, 3, 0).build();
    play!(g, hand_card(&g, A, "TST-027"));
    yes(&mut g);
    assert_eq!(g.life(A).len(), 1);
}

/// 8-4-2. 発動した効果がイベントカードの効果である場合、そのイベントカードをトラッシュに置き、カードに示された効果を実行します。
#[test]
fn r8_4_2_event_is_trashed_before_resolving() {
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-031"));
    assert!(g.find(A, Zone::Trash, "TST-031").is_some());
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })));
}

/// 8-4-3. 発動した効果がリーダーエリアかキャラクターエリアかステージエリアにあるカードの効果である場合、そのカードに示された効果を実行します。
#[test]
fn r8_4_3_field_card_effects_resolve_from_the_field() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-011");
    let ev = ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(draws(&ev, A), 1, "the effect shown on the card ('Draw 1 card') is carried out");
    assert_eq!(g.zone_of(c), Some(Zone::Character), "by the card where it is, on the field");
}

/// 8-4-4-1. 選ぶ数が指定されている場合、それが可能なかぎりその数になるまで、選ぶべきカードやプレイヤー等を選択する義務があります。ただし、「～までを」と表記されている場合、０を選ぶこともできます。
#[test]
fn r8_4_4_1_must_choose_as_many_as_possible() {
    let mut g = Scenario::new().hand(A, &["TST-032", "TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-032"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { min, max, .. }) => assert_eq!((min, max), (1, 1)),
        k => panic!("{k:?}"),
    }
    assert!(g.apply(A, Action::Choose(Choice::Cards(vec![]))).is_err());
}

/// 1-3-5-1. カードやルールにより「～まで」のように上限の数が定められている場合、特に下限の数の指定がない限り０を選ぶことができます。
#[test]
fn r1_3_5_1_up_to_allows_zero() {
    let mut g = Scenario::new().hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    pick!(g, []);
    assert!(g.find(B, Zone::Character, "TST-001").is_some());
}

/// 4-8-1. 「N 枚までを」と指示がある場合、その効果を発動した時、その効果の処理を行う直前で 0~Nを選び、効果を解決します。
#[test]
fn r4_8_1_up_to_n_chooses_zero_to_n() {
    let mut g = Scenario::new().hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-001", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { min, max, candidates, .. }) => {
            assert_eq!((min, max, candidates.len()), (0, 1, 2));
        }
        k => panic!("{k:?}"),
    }
}

/// 8-4-4-3. テキスト中で特に、選ぶべきカードやプレイヤー等を選択する指示が無い場合、その効果がカードに対するものであれば、効果の発生源であるカードを指し、プレイヤーに対するものであれば、その効果のプレイヤーを指します。
#[test]
fn r8_4_4_3_no_target_named_means_this_card() {
    let mut g = Scenario::new().field(A, &["TST-038"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-038");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert!(g.has_keyword(c, Keyword::DoubleAttack));
    assert!(is_main(&g), "no choice asked");
}

/// 8-4-4-4. デッキからカードを選ぶ場合、デッキの表面を確認し、その中から指定されたカードを選びます。
#[test]
fn r8_4_4_4_choosing_from_the_deck_looks_at_it() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002", "TST-003"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    let v = g.view(A);
    assert_eq!(v.decision_cards.len(), 3);
}

/// 8-6-1-1. ターンプレイヤーの(A)と(B)の効果が同時に発動タイミングを満たし、先に(A)の効果が発動し解決された後、(C)の効果が発動タイミングを満たした場合、(B)の効果が発動し解決された後に、(C)の効果を発動し解決することができます。
#[test]
fn r8_6_1_1_simultaneous_triggers_resolve_before_newer_ones() {
    let e = main_event("TST-X23", 0, Effect::Seq(vec![Effect::Targeted { sel: Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko }]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-X23"]).field(A, &["TST-037"]).field(B, &["TST-013", "TST-013"]).build();
    play!(g, hand_card(&g, A, "TST-X23"));
    let bs = g.characters(B);
    let mut ev = pick!(g, bs);
    // The two K.O.s of one effect are simultaneous: one batch holding A's watcher twice and B's
    // two [On K.O.]s. The turn player's first (A orders its own), then B orders its own.
    let mut askers = Vec::new();
    while let Some(DecisionKind::ChooseOption { triggers, .. }) = kind(&g) {
        assert_eq!(triggers.len(), 2);
        let s = seat_now(&g);
        askers.push(s);
        ev.extend(ok(&mut g, s, Action::Choose(Choice::Option(0))));
    }
    assert_eq!(askers, vec![A, B], "each player orders their own simultaneous triggers");
    // A's watcher draws once (once per turn), then B's two [On K.O.]s draw.
    let owners: Vec<Seat> = ev.iter().filter_map(|e| match e { Event::Moved { owner, from: Zone::Deck, to: Zone::Hand, .. } => Some(*owner), _ => None }).collect();
    assert_eq!(owners, vec![A, B, B]);
}

/// 8-6-1. ターンプレイヤーと非ターンプレイヤーのカードの効果が同時に発動タイミングを満たし、ターンプレイヤーから先に効果を解決した後、ターンプレイヤーの他のカードの効果が発動タイミングを満たした場合、先に発動タイミングを満たしていた非ターンプレイヤーのカードの効果を解決します。その後、他のカードの効果を解決することができます。
#[test]
fn r8_6_1_the_waiting_opponent_trigger_resolves_before_a_newer_turn_player_one() {
    // A's watcher and B's [On K.O.] trigger together; the watcher plays A's Eager Recruit, whose
    // [On Play] triggers later: B's [On K.O.] (older) resolves before it.
    let watcher = character("TST-X26", 1, 1000, vec![auto(When::CharacterKoed(Side::Opponent), Effect::Play { from: PlayFrom::Hand, filter: Filter::of_kind(CardKind::Character), up_to: 1, rested: false })]);
    let ko = main_event("TST-X27", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let mut g = Scenario::new().card(watcher).card(ko).hand(A, &["TST-X27", "TST-008"]).don(A, 2, 0).field(A, &["TST-X26"]).field(B, &["TST-013"]).build();
    play!(g, hand_card(&g, A, "TST-X27"));
    let mut ev = pick!(g, [char_card(&g, B, "TST-013")]);
    // The watcher's play: pick the Recruit if asked.
    if let Some(DecisionKind::ChooseCards { .. }) = kind(&g) {
        let r = hand_card(&g, A, "TST-008");
        ev.extend(pick(&mut g, &[r]));
    }
    assert!(g.find(A, Zone::Character, "TST-008").is_some(), "the watcher played the Recruit");
    let owners: Vec<Seat> = ev.iter().filter_map(|e| match e { Event::Moved { owner, from: Zone::Deck, to: Zone::Hand, .. } => Some(*owner), _ => None }).collect();
    assert_eq!(owners, vec![B, A], "B's older [On K.O.] draws before the Recruit's newer [On Play]");
}

/// 8-3-2-1: an automatic ability's conditions are checked again when it activates: one that
/// waited in a batch does not activate if an earlier effect of the batch ended its condition.
#[test]
fn r8_3_2_1_conditions_are_checked_again_when_a_waiting_trigger_activates() {
    let w1 = character("TST-X28", 1, 1000, vec![auto(When::CharacterKoed(Side::Opponent), draw(2))]);
    let w2 = character("TST-X29", 1, 1000, vec![Ability::Auto {
        when: When::CharacterKoed(Side::Opponent),
        conditions: vec![Condition::AtMost(Counted::YourHand, 1)],
        once_per_turn: false,
        optional: false,
        cost: vec![],
        effect: draw(1),
    }]);
    let ko = main_event("TST-X27", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let mut g = Scenario::new().card(w1).card(w2).card(ko).hand(A, &["TST-X27"]).field(A, &["TST-X28", "TST-X29"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X27"));
    let mut ev = pick!(g, [char_card(&g, B, "TST-001")]);
    // Both watchers triggered (A's hand was empty); A orders them: the draw-2 first.
    let Some(DecisionKind::ChooseOption { triggers, .. }) = kind(&g) else { panic!("A orders two triggers") };
    let first = triggers.iter().position(|&t| t == char_card(&g, A, "TST-X28")).expect("the draw-2 watcher") as u8;
    ev.extend(option(&mut g, first));
    assert_eq!(draws(&ev, A), 2, "the second watcher's 'hand of 1 or less' no longer holds: it does not activate");
}

/// 1-3-4. 何らかの理由で複数のプレイヤーが同時に何らかの選択を行うよう求められた場合、ターンプレイヤーから先に選択を行います。ターンプレイヤーの選択の後、非ターンプレイヤーは選択を行います。
#[test]
fn r1_3_4_turn_player_chooses_first() {
    let mut g = Scenario::new().hand(A, &["TST-009"]).don(A, 3, 0).field(A, &["TST-037"]).field(B, &["TST-013"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    let ev = pick!(g, [char_card(&g, B, "TST-013")]);
    let owners: Vec<Seat> = ev.iter().filter_map(|e| match e { Event::Moved { owner, from: Zone::Deck, to: Zone::Hand, .. } => Some(*owner), _ => None }).collect();
    assert_eq!(owners, vec![A, B]);
}

/// 8-6-2-1. ダメージ処理中に、ライフから確認したカードが【トリガー】を持つ場合、そのダメージ処理中であってもそのダメージ処理を一時的に中断し、その【トリガー】を持つカードを公開し、手札に加える代わりに【トリガー】効果を発動できます。
#[test]
fn r8_6_2_1_trigger_interrupts_the_damage() {
    let mut g = Scenario::new().field(A, &["TST-004"]).field_rested(A, &["TST-001"]).life(B, &["TST-001", "TST-031"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    finish_battle(&mut g);
    assert_eq!(g.life(B).len(), 2, "the damage is suspended while the [Trigger] is decided");
    assert!(matches!(kind(&g), Some(DecisionKind::Trigger { .. })));
    ok!(g, B, Action::ActivateTrigger { yes: true });
    pick!(g, [char_card(&g, A, "TST-001")]);
    assert_eq!(g.life(B).len(), 0);
}

/// 8-6-3. カードの発動や効果の発動により、ある効果の発動タイミングが満たされた場合、ある効果は、先に発動したカードの効果の解決後に効果を発動することができます。
#[test]
fn r8_6_3_new_triggers_wait_for_the_current_effect() {
    let e = main_event("TST-X24", 0, Effect::Seq(vec![Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko }, Effect::Targeted { sel: Selector::your_leader(), act: Act::Power(Amount::Fixed(1000), Duration::ThisTurn) }]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-X24"]).field(B, &["TST-013"]).build();
    play!(g, hand_card(&g, A, "TST-X24"));
    let ev = pick!(g, [char_card(&g, B, "TST-013")]);
    let power_at = ev.iter().position(|e| matches!(e, Event::PowerChanged { .. })).unwrap();
    let draw_at = ev.iter().position(|e| matches!(e, Event::Moved { from: Zone::Deck, to: Zone::Hand, .. })).unwrap();
    assert!(power_at < draw_at, "[On K.O.] resolves after the event finished");
}

/// 10-2-17-1. 【KO時】とは、場からKOされる時に発動タイミングを満たし、発動する条件を満たしているか確認し、すべての条件を満たしている場合、場で発動します。その後、この【KO 時】効果を発動したキャラクターカードはトラッシュに移動し、トラッシュに存在する状態でこの【KO時】効果を解決します。
#[test]
fn r10_2_17_1_on_ko_resolves_from_the_trash() {
    let mut g = Scenario::new().hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-013"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    let ev = pick!(g, [char_card(&g, B, "TST-013")]);
    assert_eq!(draws(&ev, B), 1);
    assert!(g.find(B, Zone::Trash, "TST-013").is_some());
}

/// 10-2-17-2. 【KO時】とは、他の自動効果と異なり、キャラクターカードが効果を発動し解決するまでに領域の移動を行う自動効果の特例です。
#[test]
fn r10_2_17_2_on_ko_moves_before_resolving() {
    let d = character("TST-X25", 1, 1000, vec![auto(When::OnKo, Effect::PlayThis { rested: false })]);
    let mut g = Scenario::new().card(d).hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-X25"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    pick!(g, [char_card(&g, B, "TST-X25")]);
    assert!(g.find(B, Zone::Character, "TST-X25").is_some(), "played again from the trash");
}

/// 10-2-17-1: an [On K.O.] resolves from the trash, so "play this Character card from your trash
/// rested" plays it from there, rested.
#[test]
fn r10_2_17_1_on_ko_plays_this_card_from_the_trash_rested() {
    let d = character("TST-X27", 1, 1000, vec![auto(When::OnKo, Effect::PlayThis { rested: true })]);
    let mut g = Scenario::new().card(d).hand(A, &["TST-009"]).don(A, 3, 0).field(B, &["TST-X27"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    pick!(g, [char_card(&g, B, "TST-X27")]);
    let c = char_card(&g, B, "TST-X27");
    assert_eq!(g.is_rested(c), Some(true), "played again from the trash, rested");
    assert!(g.find(B, Zone::Trash, "TST-X27").is_none());
}

/// 10-2-7-1. 【自分のターン終了時】とは、自分のターンのエンドフェイズ(6-6-1-1.参照)に発動タイミングを満たし、その効果を発動することを指すキーワードです。
#[test]
fn r10_2_7_1_end_of_your_turn() {
    let mut g = Scenario::new().field(A, &["TST-018"]).don(A, 0, 3).build();
    end_turn(&mut g);
    assert!(g.events().contains(&Event::DonSetActive { seat: A, count: 2 }));
}

/// 10-2-8-1. 【相手のターン終了時】とは、相手のターンのエンドフェイズに発動タイミングを満たし、その効果を発動することを指すキーワードです。
#[test]
fn r10_2_8_1_end_of_opponents_turn() {
    let d = character("TST-X26", 1, 1000, vec![auto(When::EndOfOpponentsTurn, draw(1))]);
    let mut g = Scenario::new().card(d).field(B, &["TST-X26"]).build();
    let ev = end_turn(&mut g);
    assert_eq!(draws(&ev, B), 2);
}

/// 10-2-13-1. 【ターン１回】とは、そのターン中に１度だけ発動と解決ができることを指すキーワードです。
#[test]
fn r10_2_13_1_once_per_turn() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 3, 0).build();
    let c = char_card(&g, A, "TST-011");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert!(!g.legal_actions(A).contains(&Action::ActivateAbility { card: c, ability_index: 0 }));
    end_turn(&mut g);
    end_turn(&mut g);
    assert!(g.legal_actions(A).contains(&Action::ActivateAbility { card: c, ability_index: 0 }));
}

/// 10-2-13-2. 【ターン１回】は同一の効果を持つカードが複数枚あったとしても、それぞれ１回ずつ発動と解決ができます。
#[test]
fn r10_2_13_2_each_copy_has_its_own_once() {
    let mut g = Scenario::new().field(A, &["TST-011", "TST-011"]).don(A, 3, 0).build();
    let cs = g.characters(A);
    ok!(g, A, Action::ActivateAbility { card: cs[0], ability_index: 0 });
    assert!(g.legal_actions(A).contains(&Action::ActivateAbility { card: cs[1], ability_index: 0 }));
}

/// 10-2-13-3. 【ターン１回】の効果が１度解決された後は、そのターン中に条件を満たせるとしても、効果を発動することができません。また、そのターン中にそのカードの発動コストを支払うこともできません。
#[test]
fn r10_2_13_3_no_cost_payment_after_use() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 3, 0).build();
    let c = char_card(&g, A, "TST-011");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    assert_eq!(g.apply(A, Action::ActivateAbility { card: c, ability_index: 0 }), Err(ActionError::NotLegal));
    assert_eq!(g.don(A).1, 2);
}

/// 10-2-13-4. 【ターン１回】の効果が１度解決された後、その効果を持つカードが別の領域に移動した後、再び場に存在する場合、別のカードとして扱うため、【ターン１回】の効果を再び発動することは可能です。(3-1-6．参照)
#[test]
fn r10_2_13_4_a_returned_card_is_a_new_card() {
    let mut g = Scenario::new().field(A, &["TST-011"]).hand(A, &["TST-022"]).don(A, 10, 0).build();
    let c = char_card(&g, A, "TST-011");
    ok!(g, A, Action::ActivateAbility { card: c, ability_index: 0 });
    play!(g, hand_card(&g, A, "TST-022"));
    pick!(g, [c]);
    play!(g, hand_card(&g, A, "TST-011"));
    let c2 = char_card(&g, A, "TST-011");
    assert_ne!(c, c2);
    assert!(g.legal_actions(A).contains(&Action::ActivateAbility { card: c2, ability_index: 0 }));
}

/// 10-2-14-1. 「捨てる」とは、手札からカードを選び、トラッシュに置く事を指示しているキーワードです。
#[test]
fn r10_2_14_1_trash_from_hand() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).deck(A, &["TST-003", "TST-002", "TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-032"));
    pick!(g, [hand_card(&g, A, "TST-002")]);
    assert!(g.find(A, Zone::Trash, "TST-002").is_some());
    assert_eq!(g.hand(A).len(), 1);
}

/// 1-3-7. 特に指定のない限り、カードの効果はカードに記述されている順序で実行されます。
#[test]
fn r1_3_7_effects_resolve_in_printed_order() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).deck(A, &["TST-003", "TST-002", "TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-032"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(candidates.len(), 2, "the drawn cards can be trashed"),
        k => panic!("{k:?}"),
    }
}

/// 4-10-1. テキスト中に「場合」と書かれている前文を解決できない場合、そのテキストの後文を解決することはできません。
#[test]
fn r4_10_1_if_clause_needs_the_previous_to_resolve() {
    let mut g = Scenario::new().hand(A, &["TST-036", "TST-001"]).field_rested(A, &["TST-002"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-036"));
    pick!(g, []);
    assert!(is_main(&g), "nothing trashed: no set-active");
    assert_eq!(g.is_rested(char_card(&g, A, "TST-002")), Some(true));
}

/// 4-10-2. テキスト中に「その後」と書かれている前文は解決できない場合でも、そのテキストの後文を解決することができます。
#[test]
fn r4_10_2_then_clause_resolves_anyway() {
    let mut g = Scenario::new().hand(A, &["TST-028"]).don(A, 2, 8).build();
    // The DON!! deck is empty: "add DON!!" fails, "then give a rested DON!!" still happens.
    play!(g, hand_card(&g, A, "TST-028"));
    pick!(g, [g.leader(A)]);
    assert_eq!(g.attached_don(g.leader(A)), Some(1));
}

/// 4-12-1. 「パワー0 にする」とは、この効果の対象を、この効果発動時点での対象のカードのパワーと同じ数値分パワーをマイナスする効果を指示された期間中適用することを指します。
#[test]
fn r4_12_1_set_power_to_zero() {
    let mut g = Scenario::new().hand(A, &["TST-034"]).field(B, &["TST-004"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-034"));
    let t = char_card(&g, B, "TST-004");
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(0));
}

/// 4-12-2. 既にパワーがマイナスの数値となっているカードを対象に「パワー0にする」効果を適用した場合、何も起きません。
#[test]
fn r4_12_2_already_negative_power_stays() {
    let minus = main_event("TST-X27", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(-3000), Duration::ThisTurn) });
    let mut g = Scenario::new().card(minus).hand(A, &["TST-X27", "TST-034"]).field(B, &["TST-001"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-X27"));
    let t = char_card(&g, B, "TST-001");
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(-1000));
    play!(g, hand_card(&g, A, "TST-034"));
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(-1000));
}

/// 1-3-6-1-1. パワーがマイナスの数値になった場合でも、特に指示がない限り、そのカードをトラッシュに置くなどの領域の移動は行いません。
#[test]
fn r1_3_6_1_1_negative_power_does_not_trash() {
    let minus = main_event("TST-X27", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(-3000), Duration::ThisTurn) });
    let mut g = Scenario::new().card(minus).hand(A, &["TST-X27"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X27"));
    let t = char_card(&g, B, "TST-001");
    pick!(g, [t]);
    assert_eq!(g.zone_of(t), Some(Zone::Character));
}

/// 1-3-6-2-1. 既にコストが継続的にマイナスの数値になっているカードが、ある効果によって更にコストが増減する場合、そのマイナスの数値を含めて計算します。
#[test]
fn r1_3_6_2_1_negative_cost_keeps_counting() {
    let cut = |n: &str, v: i32| main_event(n, 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Cost(v, Duration::ThisTurn) });
    let mut g = Scenario::new().card(cut("TST-X28", -3)).card(cut("TST-X29", 1)).hand(A, &["TST-X28", "TST-X29"]).field(B, &["TST-001"]).build();
    let t = char_card(&g, B, "TST-001");
    play!(g, hand_card(&g, A, "TST-X28"));
    pick!(g, [t]);
    assert_eq!(g.cost(t), Some(0), "floored at 0 outside calculation");
    play!(g, hand_card(&g, A, "TST-X29"));
    pick!(g, [t]);
    assert_eq!(g.cost(t), Some(0), "-2 + 1 = -1 → still 0");
}

/// 1-3-2-1. すでにある状態にあるものを改めてその状態にするよう求められた場合、それは改めてその状態になるわけではなく、その行為自体が行われません。
#[test]
fn r1_3_2_1_already_rested_is_not_rested_again() {
    let mut g = Scenario::new().hand(A, &["TST-024"]).field_rested(B, &["TST-001"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-024"));
    let ev = pick!(g, [char_card(&g, B, "TST-001")]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Rested { .. })));
}

/// 1-3-2-2. 何らかの理由で、ある行動を０回またはマイナス回行われることを求める場合、その行動は行われません。マイナスであっても逆の行動を行いません。
#[test]
fn r1_3_2_2_zero_times_does_nothing() {
    let d = character("TST-X30", 1, 1000, vec![auto(When::OnPlay, Effect::Draw { amount: Amount::PerCount { each: 1, per: 2, of: Counted::YourTrash }, up_to: false })]);
    let mut g = Scenario::new().card(d).hand(A, &["TST-X30"]).trash(A, &["TST-001"]).don(A, 1, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-X30"));
    assert_eq!(draws(&ev, A), 0);
}

/// 1-3-8. あるカードの効果により何らかの行動を行うよう指示された場合に、同時にレストにする効果とアクティブにする効果が発生している場合、常にレストにする効果が優先されます。
#[test]
fn r1_3_8_rest_beats_set_active() {
    let d = character("TST-X31", 1, 1000, vec![Ability::Permanent { conditions: vec![], effect: Continuous { target: StaticTarget::This, modifier: Modifier::Prohibit(Prohibition::BeSetActive) } }]);
    let mut g = Scenario::new().card(d).field_rested(A, &["TST-X31"]).turn(4, B).build();
    end_turn(&mut g);
    assert_eq!(g.is_rested(char_card(&g, A, "TST-X31")), Some(true));
}

/// 1-3-9-1. コストとは、カードをプレイするために支払う代償を指します。カード左上にある数字がコストです。(6-5-3-1.参照)
#[test]
fn r1_3_9_1_playing_pays_the_cost() {
    let mut g = Scenario::new().hand(A, &["TST-004"]).don(A, 5, 0).build();
    play!(g, hand_card(&g, A, "TST-004"));
    assert_eq!(g.don(A), (5, 1, 4));
}

/// 1-3-9-2. 発動コストとは、カードの効果を発動するために必要な代償を指します。(8-3.参照)
#[test]
fn r1_3_9_2_activation_cost() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 1, 0).build();
    ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-011"), ability_index: 0 });
    assert_eq!(g.don(A).1, 0);
}

/// 2-7-2. キャラクターカードを手札から登場させる場合、まず、登場させたいカードを公開し、コストエリアにあるアクティブのドン!!カードを登場させたいカードのコストと同じ枚数選び、レストにし、公開したカードを登場させます。
#[test]
fn r2_7_2_playing_a_character_rests_don_equal_to_its_cost() {
    let g = Scenario::new().hand(A, &["TST-004"]).don(A, 3, 0).build();
    assert!(!g.legal_actions(A).contains(&Action::PlayCard { card: hand_card(&g, A, "TST-004"), replace: None }));
}

/// 2-7-3. イベントカードを手札から発動する場合、まず、発動させたいカードを公開し、コストエリアにあるアクティブのドン!!カードを発動させたカードのコストと同じ枚数選び、レストにし、公開したカードをトラッシュに置き、発動させます。
#[test]
fn r2_7_3_events_rest_don_and_go_to_the_trash() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-032"));
    assert_eq!(g.don(A).2, 1);
    assert!(g.find(A, Zone::Trash, "TST-032").is_some());
}

/// 2-7-4. ステージカードを手札から登場させる場合、まず、登場させたいカードを公開し、コストエリアにあるアクティブのドン!!カードを登場させたいカードのコストと同じ枚数選び、レストにし、公開したカードを登場させます。
#[test]
fn r2_7_4_stages_are_played_like_characters() {
    let mut g = Scenario::new().hand(A, &["TST-017"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-017"));
    assert_eq!(g.don(A).2, 1);
    assert_eq!(g.number_of(g.stage(A).unwrap()), Some("TST-017"));
}

/// 3-8-5-1. ステージエリアにステージカードが１枚存在している状態で、新たにステージカードを登場させたい場合、その登場させたいカードを公開し、既に存在しているステージカード１枚を、持ち主のトラッシュに置き、ステージエリアにステージカードを登場させます。
#[test]
fn r3_8_5_1_a_new_stage_replaces_the_old() {
    let mut g = Scenario::new().stage(A, "TST-017").hand(A, &["TST-017"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-017"));
    assert!(g.find(A, Zone::Trash, "TST-017").is_some());
    assert!(g.stage(A).is_some());
}

/// 3-7-6-1-1. 3-7-6-1.にあるトラッシュに置く処理は、ルールによる処理であり、いかなる効果も適用されません。
#[test]
fn r3_7_6_1_1_five_characters_trash_one_by_rule() {
    let mut g = Scenario::new().field(A, &["TST-001", "TST-001", "TST-001", "TST-001", "TST-014"]).hand(A, &["TST-002"]).don(A, 5, 0).build();
    let card = hand_card(&g, A, "TST-002");
    assert!(!g.legal_actions(A).contains(&Action::PlayCard { card, replace: None }));
    let old = char_card(&g, A, "TST-014");
    let ev = ok!(g, A, Action::PlayCard { card, replace: Some(old) });
    assert!(g.find(A, Zone::Trash, "TST-014").is_some(), "no replacement effect offered");
    assert!(!ev.iter().any(|e| matches!(e, Event::Koed { .. })));
    assert_eq!(g.characters(A).len(), 5);
}

/// 3-7-5. キャラクターエリアにカードを置く場合、特に指定がない限り、アクティブで置きます。
#[test]
fn r3_7_5_characters_enter_active() {
    let mut g = Scenario::new().hand(A, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-001"));
    assert_eq!(g.is_rested(char_card(&g, A, "TST-001")), Some(false));
}

/// 3-9-3. コストエリアにドン!!カードが置かれる場合、特に指示がない限り、アクティブで置かれます。
#[test]
fn r3_9_3_don_enters_the_cost_area_active() {
    let mut g = Scenario::new().turn(4, B).build();
    end_turn(&mut g);
    assert_eq!(g.don(A), (8, 2, 0));
}

/// 2-9-4. ライフは、効果によって記載されている枚数以上の枚数になる場合があります。
#[test]
fn r2_9_4_life_can_exceed_the_printed_value() {
    let mut g = Scenario::new().life(A, &["TST-001"; 5]).hand(A, &["TST-027"]).don(A, 3, 0).build();
    play!(g, hand_card(&g, A, "TST-027"));
    yes(&mut g);
    assert_eq!(g.life(A).len(), 6);
}

/// 1-3-5-1. カードやルールにより「～まで」のように上限の数が定められている場合、特に下限の数の指定がない限り０を選ぶことができます。
/// "Add up to N cards from the top of your deck to the top of your Life" may add none. The
/// player is asked card by card (for face-down cards the same as choosing 0–N first, 4-8-1:
/// a card added face down tells nothing), and 「場合」 after it sees whether any was added.
#[test]
fn r1_3_5_1_up_to_n_to_life_may_add_none() {
    let up = main_event("TST-X41", 0, Effect::IfDone(Box::new(Effect::MoveTop { side: Side::You, from: Pile::Deck, count: 2, up_to: true, to: Dest::Life { face_up: false } }), Box::new(draw(1))));
    let mut g = Scenario::new().card(up.clone()).hand(A, &["TST-X41"]).life(A, &["TST-001"]).deck(A, &["TST-001"; 4]).build();
    play!(g, hand_card(&g, A, "TST-X41"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::AddToLife, .. })));
    let ev = no(&mut g);
    assert_eq!(g.life(A).len(), 1, "declined: nothing added");
    assert_eq!(draws(&ev, A), 0, "nothing added: the 'if' part does not resolve");
    let mut g = Scenario::new().card(up).hand(A, &["TST-X41"]).life(A, &["TST-001"]).deck(A, &["TST-001"; 4]).build();
    play!(g, hand_card(&g, A, "TST-X41"));
    yes(&mut g);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::AddToLife, .. })), "asked for the second card");
    let ev = no(&mut g);
    assert_eq!(g.life(A).len(), 2, "one added");
    assert_eq!(draws(&ev, A), 1);
}

/// 2-10-1. キャラクターカードが持つ、カウンター・ステップに発動できる効果のパワーの上昇値です。
#[test]
fn r2_10_1_counter_value_adds_power() {
    let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-008"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    let ev = ok!(g, B, Action::CounterCard { card: hand_card(&g, B, "TST-008"), target: g.leader(B) });
    assert!(ev.iter().any(|e| matches!(e, Event::CounterUsed { amount: 2000, .. })));
}

/// 2-10-2. (アイコン)カウンターはキャラクターカードのみが持ちます。
#[test]
fn r2_10_2_only_characters_have_counters() {
    let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-032", "TST-017"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    assert!(!g.legal_actions(B).iter().any(|x| matches!(x, Action::CounterCard { .. })));
}

/// 2-8-2. リーダーカードとキャラクターカードとステージカードが持つカードテキストは特に指示がない場合、リーダーエリアまたはキャラクターエリアまたはステージエリアでのみ有効です。
#[test]
fn r2_8_2_text_works_only_on_the_field() {
    let g = Scenario::new().hand(A, &["TST-040"]).field(A, &["TST-001"]).build();
    assert_eq!(g.power(char_card(&g, A, "TST-001")), Some(2000));
}

/// 2-1-2-1. テキスト中、『』でカード名の一部を指定されているものがあります。それは、カード名に『』内の文言を含むカードを参照します。
#[test]
fn r2_1_2_1_partial_name() {
    let d = character("TST-X32", 1, 1000, vec![auto(When::OnPlay, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { name: Some(NameMatch::Contains("Swords".into())), ..Filter::any() }), act: Act::Ko })]);
    let mut g = Scenario::new().card(d).hand(A, &["TST-X32"]).field(B, &["TST-001", "TST-002"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X32"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(numbers(&g, &candidates), vec!["TST-001"]),
        k => panic!("{k:?}"),
    }
}

/// 2-4-3-1. テキスト中、『』で特徴の一部を指定されているものがあります。それは、それは、特徴に『』内の文言を含むカードを参照します。
#[test]
fn r2_4_3_1_partial_trait() {
    let d = character("TST-X33", 1, 1000, vec![auto(When::OnPlay, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::with_trait("Test*")), act: Act::Ko })]);
    let mut g = Scenario::new().card(d).hand(A, &["TST-X33"]).field(B, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-X33"));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseCards { .. })));
}

/// 2-2-4-2. カードのテキストに、「キャラカード」と表記されている場合、キャラクターエリア以外に存在しているカード種類「キャラクターカード」のカードを意味します。
#[test]
fn r2_2_4_2_character_cards_outside_the_field() {
    let mut g = Scenario::new().hand(A, &["TST-029"]).trash(A, &["TST-002", "TST-032"]).don(A, 4, 0).build();
    play!(g, hand_card(&g, A, "TST-029"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(numbers(&g, &candidates), vec!["TST-002"]),
        k => panic!("{k:?}"),
    }
    pick!(g, [g.find(A, Zone::Trash, "TST-002").unwrap()]);
    assert_eq!(g.is_rested(char_card(&g, A, "TST-002")), Some(true));
}

/// 4-5-3. 「N 枚を引く」と指示がある場合、N が０の場合、何もおこりません。N が１以上の場合、指定されたプレイヤーは「１枚引く」を N回繰り返します。
#[test]
fn r4_5_3_draw_n() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).don(A, 1, 0).build();
    let ev = play!(g, hand_card(&g, A, "TST-032"));
    assert_eq!(draws(&ev, A), 2);
}

/// 4-5-4-1. 指定されたプレイヤーはこの行動を終了できます。
#[test]
fn r4_5_4_1_draw_up_to_may_stop() {
    let e = main_event("TST-X34", 0, Effect::Draw { amount: Amount::Fixed(2), up_to: true });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X34"]).build();
    play!(g, hand_card(&g, A, "TST-X34"));
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { prompt: Prompt::DrawAnother, .. })));
    no(&mut g);
    assert_eq!(g.hand(A).len(), 0);
}

/// 4-5-4-2. 指定されたプレイヤーは１枚引きます。
#[test]
fn r4_5_4_2_draw_up_to_draws_one_at_a_time() {
    let e = main_event("TST-X34", 0, Effect::Draw { amount: Amount::Fixed(2), up_to: true });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X34"]).build();
    play!(g, hand_card(&g, A, "TST-X34"));
    yes(&mut g);
    assert_eq!(g.hand(A).len(), 1);
    assert!(matches!(kind(&g), Some(DecisionKind::YesNo { .. })));
}

/// 4-5-4-3. 一連の行動で 4-5-4-2.を実行した回数が N 回に達した場合、この行動を終了します。そうでない場合、4-5-4-1. に戻ります。
#[test]
fn r4_5_4_3_draw_up_to_stops_at_n() {
    let e = main_event("TST-X34", 0, Effect::Draw { amount: Amount::Fixed(2), up_to: true });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X34"]).build();
    play!(g, hand_card(&g, A, "TST-X34"));
    yes(&mut g);
    yes(&mut g);
    assert_eq!(g.hand(A).len(), 2);
    assert!(is_main(&g));
}

/// 4-6-2-1. 受けたダメージが１の場合、ダメージを受けたリーダーのプレイヤーはライフの上のカード１枚を手札に移動します。
#[test]
fn r4_6_2_1_one_damage_moves_the_top_life_to_hand() {
    let e = main_event("TST-X35", 0, Effect::DealDamage { side: Side::Opponent, count: 1 });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X35"]).life(B, &["TST-001", "TST-002"]).build();
    play!(g, hand_card(&g, A, "TST-X35"));
    assert_eq!(numbers(&g, &g.hand(B)), vec!["TST-002"]);
}

/// 4-6-2-2. 受けたダメージが N の場合、N が０の場合、何もおこりません。N が１以上の場合、ダメージを受けたプレイヤーは「受けたダメージが１の場合の処理」（4-6-2-1.）を N回繰り返します。
#[test]
fn r4_6_2_2_n_damage_repeats() {
    let e = main_event("TST-X36", 0, Effect::DealDamage { side: Side::Opponent, count: 2 });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X36"]).life(B, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X36"));
    assert_eq!(g.life(B).len(), 1);
}

/// 1-2-5. 何らかのカードの効果により、いずれかのプレイヤーが勝利したり、敗北したりする場合があります。そうした場合、その処理中にそのプレイヤーは勝利または敗北し、ゲームが終了します。
#[test]
fn r1_2_5_effects_can_win_the_game() {
    let e = main_event("TST-X35", 0, Effect::DealDamage { side: Side::Opponent, count: 1 });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X35"]).build();
    play!(g, hand_card(&g, A, "TST-X35"));
    assert_eq!(g.result(), Some(GameResult::Win { winner: A, reason: LossReason::Damage }));
}

/// 1-2-1-1-2. 自分のデッキのカードが０枚になる。
#[test]
fn r1_2_1_1_2_empty_deck_loses() {
    let mut g = Scenario::new().hand(A, &["TST-008"]).deck(A, &["TST-001"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-008"));
    assert_eq!(g.result(), Some(GameResult::Win { winner: B, reason: LossReason::DeckOut }));
}

/// 1-2-2-2. ゲーム中、いずれかのプレイヤーのデッキのカードが０枚の場合、そのプレイヤーは敗北条件を満たしています。
#[test]
fn r1_2_2_2_empty_deck_meets_the_defeat_condition() {
    let mut g = Scenario::new().deck(B, &[]).build();
    assert!(g.result().is_some() || { end_turn(&mut g); g.result().is_some() });
    assert_eq!(g.result(), Some(GameResult::Win { winner: A, reason: LossReason::DeckOut }));
}

/// 9-2-1-2. いずれかのプレイヤーのデッキのカードが０枚の場合、そのプレイヤーはゲームの敗北条件を満たしています。
#[test]
fn r9_2_1_2_rule_check_deck_out() {
    let g = Scenario::new().deck(A, &[]).deck(B, &[]).build();
    assert_eq!(g.result(), Some(GameResult::Draw(DrawReason::BothLost)));
}

/// 9-1-2. ルール処理は他の行動の実行中であっても、それが発生した時点で即座に解決を行います。
#[test]
fn r9_1_2_rule_processing_happens_immediately() {
    let e = main_event("TST-X37", 0, Effect::Seq(vec![draw(1), draw(1)]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-X37"]).deck(A, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X37"));
    assert!(g.result().is_some());
    assert!(g.legal_actions(A).is_empty());
}

/// 9-1-1. ルール処理とは、ゲームにおいて特定の事象が発生した、または発生している場合に、ルールにより自動的に実行される処理です。
#[test]
fn r9_1_1_rule_processing_is_automatic() {
    let g = Scenario::new().deck(A, &[]).build();
    assert_eq!(g.result(), Some(GameResult::Win { winner: B, reason: LossReason::DeckOut }));
}

/// 1-2-3. すべてのプレイヤーは、ゲーム中の任意の時点で投了を宣言することができます。投了を宣言したプレイヤーは即座にゲームに敗北し、ゲームは終了します。
#[test]
fn r1_2_3_concede_at_any_time() {
    let mut g = Scenario::new().field(A, &["TST-004"]).life(B, &["TST-001"]).build();
    let a = char_card(&g, A, "TST-004");
    attack!(g, a, g.leader(B));
    // It is B's counter step, yet A may concede.
    assert!(g.legal_actions(A).contains(&Action::Concede));
    ok!(g, A, Action::Concede);
    assert_eq!(g.result(), Some(GameResult::Win { winner: B, reason: LossReason::Concede }));
}

/// 1-2-4. 投了は、いかなるカードの影響も受けません。また、カードの効果により、投了を強制されることはなく、投了による敗北は何らかの置換効果が置換することはありません。
#[test]
fn r1_2_4_concession_is_not_replaced() {
    let mut g = Scenario::new().field(B, &["TST-014"]).don(B, 1, 0).build();
    ok!(g, B, Action::Concede);
    assert_eq!(g.result(), Some(GameResult::Win { winner: A, reason: LossReason::Concede }));
}

/// 1-2-1-1-1. 自分のライフが０枚のときに、リーダーがダメージを受ける。
#[test]
fn r1_2_1_1_1_effect_damage_with_zero_life_loses() {
    let e = main_event("TST-X38", 0, Effect::DealDamage { side: Side::You, count: 1 });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X38"]).build();
    play!(g, hand_card(&g, A, "TST-X38"));
    assert_eq!(g.result(), Some(GameResult::Win { winner: B, reason: LossReason::Damage }));
}

/// 11-2-1. 例として、｢デッキから「モンキー・D・ルフィ」を手札に加える｣のように、非公開領域から非公開領域に決められた条件下のカードを移動する場合、公開する指示がない場合でも、移動するカードは必ず公開されます。
#[test]
fn r11_2_1_searched_cards_are_revealed() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    let c = g.find(A, Zone::Deck, "TST-002").unwrap();
    let ev = pick!(g, [c]);
    assert!(ev.iter().any(|e| matches!(e, Event::Revealed { seat: Seat::A, .. })));
    assert!(g.view(B).log.iter().any(|e| matches!(e, Event::Revealed { .. })));
}

/// 11-3-1. カードの効果によって、非公開領域のカードを見る場合があります。それらのカードは特に指示がない場合、その効果のプレイヤーのみが確認できます。
#[test]
fn r11_3_1_looked_cards_are_seen_by_the_effects_player_only() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    let look_b = g.view(B).log.into_iter().find(|e| matches!(e, Event::Looked { .. })).unwrap();
    let look_a = g.view(A).log.into_iter().find(|e| matches!(e, Event::Looked { .. })).unwrap();
    match (look_a, look_b) {
        (Event::Looked { cards: ca, .. }, Event::Looked { cards: cb, .. }) => {
            assert!(ca.iter().all(|c| c.known().is_some()));
            assert!(cb.iter().all(|c| c.known().is_none()));
        }
        _ => unreachable!(),
    }
    assert!(g.view(B).decision.is_none());
}

/// 11-3-2. カードを見る行為を行っている最中、それらのカードは元々あった領域から移動はしていません。
#[test]
fn r11_3_2_looked_cards_stay_in_their_zone() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert!(candidates.iter().all(|&c| g.zone_of(c) == Some(Zone::Deck))),
        k => panic!("{k:?}"),
    }
}

/// 11-3-3. カードを見る行為を行った後、見たカードに対して何らかの動作を行う記述がカードテキスト内に無い場合、それらのカードを元の状態で元の領域に戻します。
#[test]
fn r11_3_3_look_at_life_leaves_it_as_it_was() {
    let look = main_event("TST-X39", 0, Effect::Look { side: Side::You, from: Pile::Life, count: None, reveal: false });
    let mut g = Scenario::new().card(look).hand(A, &["TST-X39"]).life(A, &["TST-001", "TST-002"]).build();
    let before = g.life(A);
    play!(g, hand_card(&g, A, "TST-X39"));
    assert_eq!(g.life(A), before);
    assert!(g.life(A).iter().all(|&c| g.life_face_up(c) == Some(false)));
}

/// 3-10-3. 「ライフを見る」効果は、そのライフが表向きや裏向きに関わらず処理をすることが可能です。また、「ライフを見る」効果を処理した後、そのライフの向きは「ライフを見る」効果を処理する前の向きで置きます。
#[test]
fn r3_10_3_looking_at_life_keeps_its_orientation() {
    let mut g = Scenario::new().hand(A, &["TST-039"]).life(A, &["TST-001", "TST-002", "TST-003"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-039"));
    // Looked at, turned the top face up, then added the top to hand: the rest stay face down.
    assert_eq!(g.life(A).len(), 2);
    assert!(g.life(A).iter().all(|&c| g.life_face_up(c) == Some(false)));
}

/// 3-10-2-1. 効果によって、カードがライフに表向きで加わることがあります。その場合、表向きになっているカードは例外として公開領域のカードとして扱います。
#[test]
fn r3_10_2_1_face_up_life_is_public() {
    let up = main_event("TST-X40", 0, Effect::MoveTop { side: Side::You, from: Pile::Deck, count: 1, up_to: true, to: Dest::Life { face_up: true } });
    let mut g = Scenario::new().card(up).hand(A, &["TST-X40"]).life(A, &["TST-001"]).deck(A, &["TST-001", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-X40"));
    yes(&mut g);
    let v = g.view(B);
    assert_eq!(v.sides[A].life.len(), 2);
    assert_eq!(v.sides[A].life[1].known().map(|c| c.number.as_str()), Some("TST-003"));
    assert!(v.sides[A].life[0].known().is_none());
}

/// 3-6-3. リーダーエリアに置かれている、リーダーとして扱われているカードはカードの効果やルールによってリーダーエリアから移動せず、リーダーエリアに残り続けます。
#[test]
fn r3_6_3_leaders_never_leave() {
    let bounce = main_event("TST-X41", 0, Effect::Targeted { sel: Selector { side: Side::Opponent, what: Targetable::Leader, filter: Filter::any(), count: 1, up_to: false, all: false, more: None }, act: Act::ReturnToHand });
    let mut g = Scenario::new().card(bounce).hand(A, &["TST-X41"]).build();
    let l = g.leader(B);
    play!(g, hand_card(&g, A, "TST-X41"));
    assert_eq!(g.zone_of(l), Some(Zone::Leader));
}

/// 3-1-6-1. ドン‼カードが領域を移動した場合、そのドン‼カードにそれまで適用されていた効果すべてが消失します。
#[test]
fn r3_1_6_1_stale_ids_are_rejected() {
    let mut g = Scenario::new().hand(A, &["TST-022", "TST-001"]).field(A, &["TST-001"]).don(A, 6, 0).build();
    let c = char_card(&g, A, "TST-001");
    play!(g, hand_card(&g, A, "TST-022"));
    pick!(g, [c]);
    assert_eq!(g.zone_of(c), None, "the old object is gone");
    assert_eq!(g.apply(A, Action::AttachDon { target: c, count: 1 }), Err(ActionError::UnknownCard));
}

/// 3-5-2. トラッシュは公開領域です。この領域のカードは表向きに重ねて置かれ、いずれのプレイヤーも自由に内容を見ることができます。自身のトラッシュのカードの順番は自身が自由に変えて構いません。この領域にカードを置く場合、基本的にはそれまでにあったカードの上に置きます。
#[test]
fn r3_5_2_trash_is_public_and_stacks_on_top() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).trash(A, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-032"));
    let t = g.trash(A);
    assert_eq!(g.number_of(*t.last().unwrap()), Some("TST-032"));
    assert_eq!(g.view(B).sides[A].trash.len(), 2);
}

/// 3-4-3. 特に指定のない限り、他のプレイヤーの手札を見ることはできません。
#[test]
fn r3_4_3_opponents_hand_is_hidden() {
    let g = Scenario::new().hand(A, &["TST-001"]).build();
    assert!(g.view(B).sides[A].hand.iter().all(|h| h.known().is_none()));
    assert!(g.view(A).sides[A].hand.iter().all(|h| h.known().is_some()));
}

/// 3-2-2. デッキは非公開領域です。この領域のカードは裏向きに重ねて置かれ、特に指定のない限り、いずれのプレイヤーもその内容や順番を見ることはできず、その順番を変更することはできません。
#[test]
fn r3_2_2_decks_are_hidden() {
    let g = started_game(2);
    for viewer in Seat::BOTH {
        let json = serde_json::to_string(&g.view(viewer)).unwrap();
        let v = g.view(viewer);
        assert_eq!(v.sides[B].deck_count, g.deck(B).len());
        // No deck card's id appears anywhere in the view (ids of decks are never shown).
        for s in Seat::BOTH {
            for id in g.deck(s) {
                assert!(!json.contains(&format!("\"id\":{},", id.0)), "deck card {id:?} visible");
            }
        }
    }
}

/// 10-2-4-1-2. 「【カウンター】を発動する」と指示された効果以外の効果によって【カウンター】を発動することはできません。
#[test]
fn r10_2_4_1_2_counter_events_only_in_the_counter_step() {
    let g = Scenario::new().hand(A, &["TST-030"]).don(A, 1, 0).build();
    assert!(!g.legal_actions(A).iter().any(|x| matches!(x, Action::PlayCard { .. } | Action::PlayCounterEvent { .. })));
}

/// 11-1-1-1. その行動の中で、どちらのプレイヤーにもその永久循環を止める方法がない場合、ゲームは引き分けで終了します。
#[test]
fn r11_1_1_1_endless_play_ends_in_a_draw() {
    let mut s = testkit::setup(3);
    s.options.max_turns = 4;
    let mut g = Game::new(s).unwrap();
    let mut last_turn = 0;
    while g.result().is_none() {
        let seat = seat_now(&g);
        let a = if g.legal_actions(seat).contains(&Action::EndMainPhase) { Action::EndMainPhase } else { g.legal_actions(seat)[0].clone() };
        for e in ok!(g, seat, a) {
            if let Event::TurnStarted { turn, .. } = e { last_turn = turn; }
        }
    }
    assert_eq!(g.result(), Some(GameResult::Draw(DrawReason::TurnLimit)));
    assert_eq!(last_turn, 4, "the cap's last turn is played; the one after it ends the game");
}

/// 1-1-1. このゲームは原則２名のプレイヤーにより対戦を行うゲームです。それ以外のプレイヤー数で行うゲームに関するルールは、現在の総合ルールでは対応していません。
#[test]
fn r1_1_1_two_players() {
    let g = started_game(1);
    let v = g.view(A);
    assert_eq!(v.sides.a.seat, A);
    assert_eq!(v.sides.b.seat, B);
    assert!(matches!(g.decision_seat(), Some(Seat::A) | Some(Seat::B)));
}

fn trigger_event(n: &str, timing: ActTiming, effect: Effect) -> CardDef {
    let mut d = CardDef::vanilla(n, n, CardKind::Event, Colour::Red);
    d.cost = 1;
    d.abilities.push(Ability::Activated { timing, conditions: vec![], once_per_turn: false, cost: vec![], effect });
    d.trigger = Some(Effect::ActivateOwn(OwnAbility::Activated(timing)));
    d
}

fn hit_leader(g: &mut Game) {
    let a = char_card(g, A, "TST-004");
    let t = g.leader(B);
    attack(g, a, t);
    finish_battle(g);
}

/// 10-2-3-1-1. 例外として【トリガー】などの他の効果で【メイン】を発動する場合もあります。
#[test]
fn r10_2_3_1_1_trigger_activates_a_main_effect() {
    let e = trigger_event("TST-Y01", ActTiming::Main, draw(2));
    let mut g = Scenario::new().card(e).field(A, &["TST-004"]).life(B, &["TST-001", "TST-001", "TST-Y01"]).build();
    hit_leader(&mut g);
    let ev = ok!(g, B, Action::ActivateTrigger { yes: true });
    assert_eq!(draws(&ev, B), 2, "the [Main] effect resolved from the [Trigger]");
}

/// 10-2-4-1-1. 例外として【トリガー】などの他の効果で【カウンター】を発動する場合もあります。
#[test]
fn r10_2_4_1_1_trigger_activates_a_counter_effect() {
    let e = trigger_event("TST-Y02", ActTiming::Counter, Effect::Targeted { sel: Selector::your_leader(), act: Act::Power(Amount::Fixed(3000), Duration::ThisTurn) });
    let mut g = Scenario::new().card(e).field(A, &["TST-004"]).life(B, &["TST-001", "TST-001", "TST-Y02"]).build();
    hit_leader(&mut g);
    ok!(g, B, Action::ActivateTrigger { yes: true });
    assert_eq!(g.power(g.leader(B)), Some(8000));
}

/// 8-5-1. カードの発動と効果の発動は異なります。
#[test]
fn r8_5_1_card_activation_differs_from_effect_activation() {
    let watcher = character("TST-Y03", 1, 1000, vec![auto(When::YouActivateEvent, draw(1))]);
    let e = trigger_event("TST-Y01", ActTiming::Main, Effect::Nothing);
    let mut g = Scenario::new().card(watcher).card(e).field(A, &["TST-004"]).field(B, &["TST-Y03"]).life(B, &["TST-001", "TST-001", "TST-Y01"]).build();
    hit_leader(&mut g);
    let ev = ok!(g, B, Action::ActivateTrigger { yes: true });
    assert_eq!(draws(&ev, B), 0, "a [Trigger] activating the event's effect is not the card's activation");
}

/// 8-5-2. カードの発動とは、イベントカードを手札からプレイすることを指します。
#[test]
fn r8_5_2_card_activation_is_playing_an_event_from_hand() {
    let watcher = character("TST-Y03", 1, 1000, vec![auto(When::YouActivateEvent, draw(1))]);
    let mut g = Scenario::new().card(watcher).field(A, &["TST-Y03"]).hand(A, &["TST-032"]).don(A, 1, 0).build();
    let mut ev = play!(g, hand_card(&g, A, "TST-032"));
    let h = g.hand(A)[0];
    ev.extend(pick!(g, [h]));
    assert_eq!(draws(&ev, A), 3, "two from the event, then one from the watcher");
}

/// 8-5-3. 効果の発動とは、カードの効果を発動することを指します。
#[test]
fn r8_5_3_effect_activation_is_not_card_activation() {
    let watcher = character("TST-Y03", 1, 1000, vec![auto(When::YouActivateEvent, draw(1))]);
    let mut g = Scenario::new().card(watcher).field(A, &["TST-Y03", "TST-011"]).don(A, 1, 0).build();
    let ev = ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-011"), ability_index: 0 });
    assert_eq!(draws(&ev, A), 1, "only the ability's own draw");
}

/// 8-5-4. 例として、カード上に「イベントを発動した時」のように表記されている場合、それはカードの発動を指します。
#[test]
fn r8_5_4_when_you_activate_an_event_watches_cards() {
    let watcher = character("TST-Y03", 1, 1000, vec![auto(When::YouActivateEvent, draw(1))]);
    let mut g = Scenario::new().card(watcher).field(B, &["TST-Y03"]).field(A, &["TST-004"]).hand(B, &["TST-030"]).don(B, 1, 0).life(B, &["TST-001"]).build();
    attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
    ok!(g, B, Action::PlayCounterEvent { card: hand_card(&g, B, "TST-030") });
    let ev = pick!(g, [g.leader(B)]);
    assert_eq!(draws(&ev, B), 1);
}

fn negate_event() -> CardDef {
    main_event("TST-Y04", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Negate(Duration::ThisTurn) })
}

/// 8-2-1-1. 効果の一部または全部が特定の条件下で無効であると表記されている場合、その効果を発生することはありません。その効果が本来何らかの選択を求める場合、その選択は行いません。その効果に発動コストがある場合、その発動コストを支払うことはできません。
#[test]
fn r8_2_1_1_negated_effects_do_not_happen() {
    let mut g = Scenario::new().card(negate_event()).hand(A, &["TST-Y04", "TST-031"]).don(A, 2, 0).field(B, &["TST-014"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-Y04"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    assert!(is_main(&g), "the negated replacement is not offered");
    assert!(g.find(B, Zone::Trash, "TST-014").is_some());
}

/// 8-2-1-1 for an activated ability: a Character whose effects are negated offers no
/// [Activate: Main] (its cost cannot be paid either).
#[test]
fn r8_2_1_1_a_negated_characters_activate_main_is_not_offered() {
    let silencer = character("TST-Y86", 3, 4000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::Negated },
    }]);
    let g = Scenario::new().card(drawer("TST-Y81")).card(silencer.clone()).field(A, &["TST-Y81"]).don(A, 2, 0).build();
    let act = Action::ActivateAbility { card: char_card(&g, A, "TST-Y81"), ability_index: 0 };
    assert!(g.legal_actions(A).contains(&act), "offered while not negated");
    let g = Scenario::new().card(drawer("TST-Y81")).card(silencer).field(A, &["TST-Y81"]).don(A, 2, 0).field(B, &["TST-Y86"]).build();
    let act = Action::ActivateAbility { card: char_card(&g, A, "TST-Y81"), ability_index: 0 };
    assert!(!g.legal_actions(A).contains(&act), "negated: not offered");
}

/// 8-3-2-1 for an Event: a [Main] Event whose conditions do not hold is not played.
#[test]
fn r8_3_2_1_an_event_is_not_played_while_its_conditions_fail() {
    let mut e = main_event("TST-Y87", 0, draw(1));
    if let Ability::Activated { conditions, .. } = &mut e.abilities[0] {
        conditions.push(Condition::LeaderHasTrait("Nobody's Crew".into()));
    }
    let g = Scenario::new().card(e.clone()).hand(A, &["TST-Y87"]).build();
    assert!(!g.legal_actions(A).iter().any(|x| matches!(x, Action::PlayCard { .. })), "the Leader lacks the type");
    let mut crew = g.def_of(g.leader(A)).unwrap().clone();
    crew.number = "TST-Y88".into();
    crew.traits = vec!["Nobody's Crew".into()];
    let g = Scenario::new().card(e).card(crew).leader(A, "TST-Y88").hand(A, &["TST-Y87"]).build();
    assert!(g.legal_actions(A).iter().any(|x| matches!(x, Action::PlayCard { .. })), "it holds: playable");
}

/// 8-3-1-3 for an Event: a [Main] Event whose activation cost cannot be paid (after its own
/// cost) is not offered.
#[test]
fn r8_3_1_3_an_event_whose_activation_cost_cannot_be_paid_is_not_offered() {
    let with_cost = |number: &str, play_cost: i32, cost: Vec<Cost>| {
        let mut e = main_event(number, play_cost, draw(1));
        if let Ability::Activated { cost: c, .. } = &mut e.abilities[0] { *c = cost; }
        e
    };
    let discard = with_cost("TST-Y89", 0, vec![Cost::TrashFromHand { count: 1, filter: Filter::any() }]);
    let playable = |g: &Game| g.legal_actions(A).iter().any(|x| matches!(x, Action::PlayCard { .. }));
    let g = Scenario::new().card(discard.clone()).hand(A, &["TST-Y89"]).build();
    assert!(!playable(&g), "no other card to trash");
    let g = Scenario::new().card(discard).hand(A, &["TST-Y89", "TST-Y89"]).build();
    assert!(playable(&g), "the other copy can be trashed");
    // ① on top of a cost of 1: two active DON!! needed
    let don = with_cost("TST-Y90", 1, vec![Cost::RestDon(1)]);
    let g = Scenario::new().card(don.clone()).hand(A, &["TST-Y90"]).don(A, 1, 0).build();
    assert!(!playable(&g), "one DON!! pays the card, not ① too");
    let g = Scenario::new().card(don).hand(A, &["TST-Y90"]).don(A, 2, 0).build();
    assert!(playable(&g));
}

/// 4-8-1. 「N 枚までを」と指示がある場合、その効果を発動した時、その効果の処理を行う直前で 0~Nを選び、効果を解決します。
/// Every pick of 0 to N of the candidates is offered, each once, in the candidates' order.
#[test]
fn r4_8_1_every_pick_of_zero_to_n_is_offered() {
    let ko2 = main_event("TST-Y95", 0, Effect::Targeted { sel: Selector::up_to(2, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko });
    let mut g = Scenario::new().card(ko2).hand(A, &["TST-Y95"]).field(B, &["TST-001", "TST-002", "TST-003"]).build();
    play!(g, hand_card(&g, A, "TST-Y95"));
    let Some(DecisionKind::ChooseCards { candidates: c, .. }) = kind(&g) else { panic!("{:?}", kind(&g)) };
    assert_eq!(c.len(), 3);
    let picks: Vec<Vec<CardId>> = g.legal_actions(A).into_iter().filter_map(|a| match a { Action::Choose(Choice::Cards(v)) => Some(v), _ => None }).collect();
    let want = vec![vec![], vec![c[0]], vec![c[1]], vec![c[2]], vec![c[0], c[1]], vec![c[0], c[2]], vec![c[1], c[2]]];
    assert_eq!(picks, want, "C(3,0) + C(3,1) + C(3,2) picks");
}

/// 7-1-3-1-2: a [Counter] Event whose cost is more than the active DON!! is not offered.
#[test]
fn r7_1_3_1_2_a_counter_event_needs_its_cost_in_active_don() {
    for (active, offered) in [(0, false), (1, true)] {
        let mut g = Scenario::new().field(A, &["TST-004"]).hand(B, &["TST-030"]).don(B, active, 1).life(B, &["TST-001"]).build();
        let a = char_card(&g, A, "TST-004");
        attack!(g, a, g.leader(B));
        assert_eq!(g.legal_actions(B).iter().any(|x| matches!(x, Action::PlayCounterEvent { .. })), offered, "{active} active DON!!");
    }
}

/// 8-2-1-2. 効果の一部または全部が特定の条件下でのみ有効であると表記されている場合、その条件が満たされていない状態では、その部分は無効です。
#[test]
fn r8_2_1_2_conditional_effects_are_off_when_unmet() {
    let g = Scenario::new().field(A, &["TST-012"]).build();
    assert_eq!(g.power(char_card(&g, A, "TST-012")), Some(3000));
}

/// 8-2-2. 効果が無効になっているカードは「元々の効果のない(カード)」としては扱いません。
#[test]
fn r8_2_2_negated_cards_still_have_text() {
    let mut g = Scenario::new().card(negate_event()).card(main_event("TST-Y05", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { no_text: Some(true), ..Filter::any() }), act: Act::Ko })).hand(A, &["TST-Y04", "TST-Y05"]).field(B, &["TST-012"]).build();
    play!(g, hand_card(&g, A, "TST-Y04"));
    pick!(g, [char_card(&g, B, "TST-012")]);
    play!(g, hand_card(&g, A, "TST-Y05"));
    assert!(is_main(&g), "a negated card is not a card without original text: nothing to choose");
    assert!(g.find(B, Zone::Character, "TST-012").is_some(), "so it is not K.O.'d");
}

/// 8-2-3. 既に発動し解決されている自動効果や起動効果は他の効果によっては無効になりません。
#[test]
fn r8_2_3_resolved_effects_are_not_undone() {
    let mut g = Scenario::new().card(negate_event()).hand(A, &["TST-Y04"]).field(B, &["TST-001"]).hand(A, &["TST-034"]).don(A, 2, 0).build();
    let t = char_card(&g, B, "TST-001");
    play!(g, hand_card(&g, A, "TST-034"));
    pick!(g, [t]);
    play!(g, hand_card(&g, A, "TST-Y04"));
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(0), "the already-applied −power stays");
}

/// 8-2-4. 効果が無効になっているカードが新たに効果を得た場合、その効果は特に指示がない場合、無効になりません。
#[test]
fn r8_2_4_effects_gained_after_negation_work() {
    let grant = main_event("TST-Y06", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Grant(Keyword::Blocker, Duration::ThisTurn) });
    let self_negate = main_event("TST-Y07", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Negate(Duration::ThisTurn) });
    let mut g = Scenario::new().card(grant).card(self_negate).hand(A, &["TST-Y07", "TST-Y06"]).field(A, &["TST-002"]).build();
    let c = char_card(&g, A, "TST-002");
    play!(g, hand_card(&g, A, "TST-Y07"));
    pick!(g, [c]);
    assert!(!g.has_keyword(c, Keyword::Blocker), "printed [Blocker] negated");
    play!(g, hand_card(&g, A, "TST-Y06"));
    pick!(g, [c]);
    assert!(g.has_keyword(c, Keyword::Blocker), "a newly gained [Blocker] works");
}

/// 8-1-3-1-3. 「自動効果」は発動タイミングを満たした場合でも、その効果を発動する前に、その自動効果の発動タイミングを満たしたカードが別の領域に移動した場合、その効果は発動せず解決することができません。
#[test]
fn r8_1_3_1_3_source_gone_before_activation() {
    let bouncer = character("TST-Y08", 1, 1000, vec![auto(When::OnOpponentsAttack, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter { not_this: true, ..Filter::any() }), act: Act::ReturnToHand })]);
    let drawer = character("TST-Y09", 1, 1000, vec![auto(When::OnOpponentsAttack, draw(1))]);
    let mut g = Scenario::new().card(bouncer).card(drawer).field(A, &["TST-004"]).field(B, &["TST-Y08", "TST-Y09"]).life(B, &["TST-001"]).build();
    attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
    // B orders its two simultaneous triggers: the bouncer first.
    match kind(&g) {
        Some(DecisionKind::ChooseOption { triggers, .. }) => {
            let i = triggers.iter().position(|&t| g.number_of(t) == Some("TST-Y08")).unwrap();
            option(&mut g, i as u8);
        }
        k => panic!("{k:?}"),
    }
    let ev = pick!(g, [char_card(&g, B, "TST-Y09")]);
    assert_eq!(draws(&ev, B), 0, "the drawer left the field before its effect activated");
}

/// 8-1-3-2-2. 「起動効果」には発動コストが必要な効果や、条件を満たす必要がある効果があります。
#[test]
fn r8_1_3_2_2_activated_effects_with_conditions() {
    let d = character("TST-Y10", 1, 1000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![Condition::Don(1)], once_per_turn: false, cost: vec![], effect: draw(1) }]);
    let mut g = Scenario::new().card(d).field(A, &["TST-Y10"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-Y10");
    assert!(!g.legal_actions(A).contains(&Action::ActivateAbility { card: c, ability_index: 0 }));
    ok!(g, A, Action::AttachDon { target: c, count: 1 });
    assert!(g.legal_actions(A).contains(&Action::ActivateAbility { card: c, ability_index: 0 }));
}

/// 8-4-1-1. 発動するための条件がある場合、その条件を満たしている必要があります。条件を満たしていない限り発動ができません。
#[test]
fn r8_4_1_1_conditions_must_hold_to_activate() {
    let d = character("TST-Y11", 1, 1000, vec![Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![Condition::OpponentsTurn], once_per_turn: false, cost: vec![], effect: draw(1) }]);
    let g = Scenario::new().card(d).field(A, &["TST-Y11"]).build();
    assert!(!g.legal_actions(A).iter().any(|a| matches!(a, Action::ActivateAbility { .. })));
}

/// 8-4-1-2. 発動する効果を指定します。それが手札のカードが持つ効果である場合、そのカードを公開します。
#[test]
fn r8_4_1_2_an_activated_event_is_revealed() {
    let mut g = Scenario::new().hand(A, &["TST-032"]).don(A, 1, 0).build();
    let card = hand_card(&g, A, "TST-032");
    assert!(matches!(g.view(B).sides[A].hand[0], game_core::Hidden::Unknown), "hidden in the hand");
    play!(g, card);
    let def = testkit::card_db().id_of("TST-032");
    let shown: Vec<_> = g.view(B).log.iter().filter_map(|e| match e { Event::Played { seat: Seat::A, card } => Some(Some(card.def)), _ => None }).collect();
    assert_eq!(shown, vec![def], "the opponent's log names the Event that was activated");
}

/// 8-4-1-3. 発動するための発動コストがある場合、その発動コストを決定し、すべての発動コストを支払います。
#[test]
fn r8_4_1_3_costs_are_paid_before_the_effect() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 1, 0).build();
    let ev = ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-011"), ability_index: 0 });
    let paid = ev.iter().position(|e| matches!(e, Event::DonRested { .. })).unwrap();
    let drew = ev.iter().position(|e| matches!(e, Event::Moved { from: Zone::Deck, to: Zone::Hand, .. })).unwrap();
    assert!(paid < drew);
}

/// 8-4-1-4. 実際に効果を発動します。
#[test]
fn r8_4_1_4_the_effect_is_activated() {
    // The effect is activated once its cost is decided and paid in full (8-4-1-3), not before:
    // with a cost that is a choice ("trash 1 card from your hand"), nothing of the effect happens
    // while the choice is open; the card chosen is trashed, then the effect comes.
    let mut d = character("TST-X41", 1, 1000, vec![]);
    d.abilities.push(Ability::Activated {
        timing: ActTiming::ActivateMain,
        conditions: vec![],
        once_per_turn: false,
        cost: vec![Cost::TrashFromHand { count: 1, filter: Filter::any() }],
        effect: draw(2),
    });
    let mut g = Scenario::new().card(d).field(A, &["TST-X41"]).hand(A, &["TST-001", "TST-002"]).build();
    let card = char_card(&g, A, "TST-X41");
    let ev = ok!(g, A, Action::ActivateAbility { card, ability_index: 0 });
    assert_eq!(draws(&ev, A), 0, "not activated while its cost is being paid");
    assert_eq!(g.hand(A).len(), 2);
    let paid = hand_card(&g, A, "TST-002");
    let ev = pick!(g, [paid]);
    assert_eq!(numbers(&g, &g.trash(A)), vec!["TST-002"], "the cost was paid with the card chosen");
    assert_eq!(draws(&ev, A), 2, "then the effect");
    assert_eq!(g.hand(A).len(), 3);
}

/// 8-4-1-5. 効果の解決を行います。
#[test]
fn r8_4_1_5_then_resolved() {
    let mut g = Scenario::new().field(A, &["TST-011"]).don(A, 1, 0).build();
    ok!(g, A, Action::ActivateAbility { card: char_card(&g, A, "TST-011"), ability_index: 0 });
    assert_eq!(g.hand(A).len(), 1);
}

/// 8-4-4-2. 選ぶものが、公開されていない非公開領域のカードであり、かつ選ぶための条件としてカードの情報を必要としている場合、非公開領域のカードがその情報を持つことは保障されません。選ぶプレイヤーは、その領域に条件を満たすカードがあったとしても、そのカードを選ばないことを選択できます。
#[test]
fn r8_4_4_2_a_hidden_card_may_be_left_unchosen() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    assert!(g.legal_actions(A).contains(&Action::Choose(Choice::Cards(vec![]))));
}

/// 8-4-6. 効果を発動する場合、その効果はそれ以前に解決されている継続効果や、有効である永続効果を前提に発動と解決を行います。
#[test]
fn r8_4_6_effects_see_existing_continuous_effects() {
    let cut = main_event("TST-Y12", 0, Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Cost(-2, Duration::ThisTurn) });
    let mut g = Scenario::new().card(cut).hand(A, &["TST-Y12", "TST-009"]).field(B, &["TST-004"]).don(A, 3, 0).build();
    let t = char_card(&g, B, "TST-004");
    play!(g, hand_card(&g, A, "TST-Y12"));
    pick!(g, [t]);
    play!(g, hand_card(&g, A, "TST-009"));
    match kind(&g) {
        Some(DecisionKind::ChooseCards { candidates, .. }) => assert_eq!(candidates, vec![t], "cost 4 − 2 = 2 ≤ 3"),
        k => panic!("{k:?}"),
    }
}

/// 8-1-3-4-7. ある効果のうちその置換効果を適用された部分は、その置換効果の持ち主によって発生した効果となります。
#[test]
fn r8_1_3_4_7_the_replaced_part_belongs_to_the_replacement_owner() {
    let mut g = Scenario::new().hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-014"]).don(B, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    let ev = yes(&mut g);
    assert!(ev.contains(&Event::DonRested { seat: B, count: 1 }), "B's own DON!! is rested: B's effect");
}

/// 8-1-3-4-6. ある置換効果を発生させた結果、他の置換効果が効果を発生させる条件を満たした場合、その置換効果を発生させることができます。
#[test]
fn r8_1_3_4_6_a_replacement_result_can_meet_another_replacement() {
    // After the first replacement the K.O. no longer happens; a second K.O. of the same card
    // (a new event) may be replaced again.
    let e = main_event("TST-Y13", 0, Effect::Seq(vec![
        Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko },
        Effect::Targeted { sel: Selector::up_to(1, Side::Opponent, Targetable::Character, Filter::any()), act: Act::Ko },
    ]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-Y13"]).field(B, &["TST-014"]).don(B, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-Y13"));
    pick!(g, [char_card(&g, B, "TST-014")]);
    yes(&mut g);
    pick!(g, [char_card(&g, B, "TST-014")]);
    yes(&mut g);
    assert!(g.find(B, Zone::Character, "TST-014").is_some());
    assert_eq!(g.don(B), (8, 0, 2));
}

/// 8-3-1-8. 効果には、「～した時」や「～れた時」と表記されている場合があります。それはその効果の発動タイミングと呼ばれます。キーワードの中には発動タイミングを持つものがあります。
#[test]
fn r8_3_1_8_when_timing() {
    let mut g = Scenario::new().hand(A, &["TST-009"]).don(A, 3, 0).field(A, &["TST-037"]).field(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-009"));
    let ev = pick!(g, [char_card(&g, B, "TST-001")]);
    assert_eq!(draws(&ev, A), 1, "「KOされた時」 met");
}

/// 8-1-3-2-1. 「起動効果」はカード上、【起動メイン】【メイン】と表記されている場合があります。
#[test]
fn r8_1_3_2_1_main_and_activate_main_are_activated_effects() {
    let g = Scenario::new().field(A, &["TST-011"]).hand(A, &["TST-032"]).don(A, 2, 0).build();
    let legal = g.legal_actions(A);
    assert!(legal.iter().any(|a| matches!(a, Action::ActivateAbility { .. })));
    assert!(legal.contains(&Action::PlayCard { card: hand_card(&g, A, "TST-032"), replace: None }));
}

/// 11-2-2. 非公開領域のカードがカードの効果やコストで公開される場合、そのカードの効果やコストの解決後にそのカードを非公開にします。
#[test]
fn r11_2_2_revealed_cards_become_hidden_again() {
    let mut g = Scenario::new().hand(A, &["TST-015"]).deck(A, &["TST-001", "TST-002"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-015"));
    let c = g.find(A, Zone::Deck, "TST-002").unwrap();
    pick!(g, [c]);
    assert!(g.view(B).sides[A].hand.iter().all(|h| h.known().is_none()), "back in a hidden zone");
}

/// 1-3-10. あるカードの効果により、お互いのプレイヤーが同時に何らかの行動を指示されている場合、ターンプレイヤーからその行動を行い、次に非ターンプレイヤーがその行動を行います。
#[test]
fn r1_3_10_both_players_act_turn_player_first() {
    let e = main_event("TST-Y14", 0, Effect::Seq(vec![Effect::AddDon { count: 1, rested: true }]));
    let both = main_event("TST-Y15", 0, Effect::Restrict { side: Side::Either, what: PlayerRestriction::ActivateBlocker, duration: Duration::ThisTurn });
    let mut g = Scenario::new().card(e).card(both).hand(A, &["TST-Y15"]).field(A, &["TST-004"]).field(B, &["TST-002"]).life(B, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-Y15"));
    attack!(g, char_card(&g, A, "TST-004"), g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })), "both players restricted; B cannot block");
}

/// 1-3-1. カードに書かれているテキストの内容が総合ルールの内容に矛盾する場合、テキストの内容を優先します。
#[test]
fn r1_3_1_card_text_beats_the_rules() {
    // The rules forbid attacking the turn a character is played (3-7-4); [Rush] text overrides.
    let g = Scenario::new().field_new(A, &["TST-003"]).build();
    assert!(g.legal_actions(A).iter().any(|a| matches!(a, Action::DeclareAttack { .. })));
}

/// 8-1-3-3-1. 「永続効果」はカード上、「自動効果」「起動効果」「置換効果」に分類できない効果の種類が「永続効果」に分類される場合があります。
#[test]
fn r8_1_3_3_1_permanent_effects_are_neither_activated_nor_triggered() {
    let mut g = Scenario::new().field(B, &["TST-012"]).build();
    let c = char_card(&g, B, "TST-012");
    assert_eq!(g.power(c), Some(4000));
    let ev = end_turn(&mut g);
    assert!(!ev.iter().any(|e| matches!(e, Event::AbilityActivated { .. })), "it just applies");
    assert_eq!(g.power(c), Some(3000));
}

/// 8-1-1. 効果とは、カードのテキストにより発生した命令とその代償を指します。
#[test]
fn r8_1_1_effects_are_instructions_and_their_costs() {
    let db = testkit::card_db();
    match &db.by_number("TST-011").unwrap().abilities[0] {
        Ability::Activated { cost, effect, .. } => {
            assert_eq!(cost, &vec![Cost::RestDon(1)]);
            assert_eq!(effect, &draw(1));
        }
        a => panic!("{a:?}"),
    }
}

/// 4-2-2. ゲームが終了した段階で、各プレイヤーは自身がプレイヤーであるカードをすべて取り戻します。
#[test]
fn r4_2_2_every_card_stays_with_its_owner_at_the_end() {
    let mut g = started_game(12);
    let s = g.turn_player();
    ok!(g, s, Action::Concede);
    for seat in Seat::BOTH {
        assert_eq!(g.card_count(seat), 51);
    }
    assert!(g.legal_actions(A).is_empty());
}

fn leaver() -> CardDef {
    character("TST-Y20", 1, 1000, vec![auto(When::LeavesField, Effect::AddDon { count: 1, rested: true })])
}

/// 4-11-1. テキスト中に、「離れる」と表記する場合があります。
#[test]
fn r4_11_1_leaving_the_field_triggers() {
    let mut g = Scenario::new().card(leaver()).hand(A, &["TST-031"]).don(A, 2, 0).field(B, &["TST-Y20"]).build();
    play!(g, hand_card(&g, A, "TST-031"));
    pick!(g, [char_card(&g, B, "TST-Y20")]);
    assert_eq!(g.don(B), (9, 0, 1), "K.O. to the trash is leaving the field");
}

/// 8-4-5. 効果の発生源が領域の移動を発動タイミングとして発動する自動効果は、移動先の領域が公開領域である場合のみ効果を発動します。例として【KO時】の効果を持つカードがあります。
#[test]
fn r8_4_5_zone_move_triggers_need_a_public_destination() {
    let mut g = Scenario::new().card(leaver()).hand(A, &["TST-022"]).don(A, 4, 0).field(B, &["TST-Y20"]).build();
    play!(g, hand_card(&g, A, "TST-022"));
    pick!(g, [char_card(&g, B, "TST-Y20")]);
    assert!(g.find(B, Zone::Hand, "TST-Y20").is_some());
    assert_eq!(g.don(B), (10, 0, 0), "returned to a hidden zone (hand): no activation");
}

/// 4-6-3-1. ある効果や置換効果によってライフを手札に加えられない場合、【トリガー】を発動することはできません。
#[test]
fn r4_6_3_1_no_trigger_when_life_cannot_go_to_hand() {
    // [Banish] replaces "add to hand" with "trash": the [Trigger] cannot be activated.
    let mut g = Scenario::new().field(A, &["TST-005"]).life(B, &["TST-031"]).build();
    attack!(g, char_card(&g, A, "TST-005"), g.leader(B));
    finish_battle(&mut g);
    assert!(!matches!(kind(&g), Some(DecisionKind::Trigger { .. })));
    assert!(g.find(B, Zone::Trash, "TST-031").is_some());
}

#[test]
fn mill_hand_to_deck_and_opponent_don_return() {
    let e = main_event("TST-Y30", 0, Effect::Seq(vec![
        Effect::MoveTop { side: Side::Opponent, from: Pile::Deck, count: 2, up_to: false, to: Dest::Trash },
        Effect::MoveChosen { side: Side::You, from: Pile::Hand, by: Side::You, count: 1, up_to: false, filter: Filter::any(), to: Dest::Deck { bottom: true } },
        Effect::ReturnDon { side: Side::Opponent, count: 1 },
    ]));
    let mut g = Scenario::new().card(e).hand(A, &["TST-Y30", "TST-003"]).don(B, 0, 2).build();
    play!(g, hand_card(&g, A, "TST-Y30"));
    pick!(g, [hand_card(&g, A, "TST-003")]);
    assert_eq!(g.trash(B).len(), 2);
    assert_eq!(g.number_of(g.deck(A)[0]), Some("TST-003"));
    assert_eq!(g.don(B), (9, 0, 1));
    assert_eq!(
        testkit::card_db().get(DefId(0)).number,
        "TST-L01"
    );
}

/// A deck search offers exactly the cards its filter names: power bounds include the bound
/// ("3000 power or less" takes a 3000, "4000 power or more" a 4000), base power bounds likewise,
/// and a keyword names the cards that have it.
#[test]
fn a_deck_searchs_filter_bounds_power_and_names_keywords() {
    let cases = [
        (Filter { power_max: Some(3000), ..Filter::any() }, vec!["TST-001", "TST-002"]),
        (Filter { power_min: Some(4000), ..Filter::any() }, vec!["TST-003", "TST-004"]),
        (Filter { base_power_max: Some(3000), ..Filter::any() }, vec!["TST-001", "TST-002"]),
        (Filter { base_power_min: Some(4000), ..Filter::any() }, vec!["TST-003", "TST-004"]),
        (Filter { keyword: Some(Keyword::Blocker), ..Filter::any() }, vec!["TST-002"]),
    ];
    for (filter, expected) in cases {
        let search = Effect::Search { look: 4, filter: filter.clone(), up_to: 1, pick_to: PickTo::Hand, rest: RestTo::BottomAnyOrder, reveal: false };
        let mut g = Scenario::new().card(main_event("TST-F01", 0, search)).hand(A, &["TST-F01"]).deck(A, &["TST-001", "TST-002", "TST-003", "TST-004"]).build();
        play!(g, hand_card(&g, A, "TST-F01"));
        let Some(DecisionKind::ChooseCards { candidates, .. }) = kind(&g) else { panic!("the pick: {filter:?}") };
        let mut got = numbers(&g, &candidates);
        got.sort();
        assert_eq!(got, expected, "{filter:?}");
    }
}

/// A permanent effect applies from the moment its card is played, and keeps applying while
/// other cards come and go: "[Your Turn] your other Characters gain +1000 power" played as the
/// sixth Character (one of the five trashed to make room, 3-7-6-1) still gives the others +1000.
#[test]
fn a_permanent_effect_applies_once_played_and_while_others_leave() {
    let mut g = Scenario::new().field(A, &["TST-001", "TST-001", "TST-001", "TST-001", "TST-002"]).hand(A, &["TST-040"]).don(A, 3, 0).build();
    let replaced = char_card(&g, A, "TST-002");
    let card = hand_card(&g, A, "TST-040");
    ok!(g, A, Action::PlayCard { card, replace: Some(replaced) });
    assert!(g.find(A, Zone::Trash, "TST-002").is_some(), "the replaced Character is trashed");
    let other = char_card(&g, A, "TST-001");
    assert_eq!(g.power(other), Some(3000), "2000 + 1000 from the Character just played");
}

/// 8-2-1-1 for a permanent effect: a Character whose effects are negated gives nothing — "Your
/// Leader gains +1000 power." on it stops while an opponent's permanent negates it.
#[test]
fn r8_2_1_1_a_negated_characters_permanent_effect_gives_nothing() {
    let booster = character("TST-Y88", 1, 3000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::YourLeader, modifier: Modifier::Power(Amount::Fixed(1000)) },
    }]);
    let silencer = character("TST-Y86", 3, 4000, vec![Ability::Permanent {
        conditions: vec![],
        effect: Continuous { target: StaticTarget::OpponentCharacters(Filter::any()), modifier: Modifier::Negated },
    }]);
    let base = |g: &Game| g.def_of(g.leader(A)).map(|d| d.power);
    let g = Scenario::new().card(booster.clone()).card(silencer.clone()).field(A, &["TST-Y88"]).build();
    assert_eq!(g.power(g.leader(A)), base(&g).map(|p| p + 1000), "in force");
    let g = Scenario::new().card(booster).card(silencer).field(A, &["TST-Y88"]).field(B, &["TST-Y86"]).build();
    assert_eq!(g.power(g.leader(A)), base(&g), "negated: nothing given");
}
