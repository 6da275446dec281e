//! Rules 6 (the turn) and 7 (battles).

use super::*;
use crate::action::{Action, Choice};
use crate::decision::DecisionKind;
use crate::event::{BattleOutcome, EndReason, Event, Phase};
use crate::ability::{ResultMod, Trigger};
use crate::testkit::builtin_game;
use game_core::Seat::{A, B};

fn phases(g: &Game) -> Vec<Phase> {
    g.log().iter().filter_map(|e| match e {
        Event::PhaseStarted { phase } => Some(*phase),
        _ => None,
    }).collect()
}

/// 6-1-1: 「ターンとは、「ドローフェイズ」「セットフェイズ」「オ ープンフェイズ」「バトルフェイズ」「コストフェイズ」 これら一連の流れをまとめてターンと呼びます。」
#[test]
fn k6_1_1_the_phases_of_a_turn() {
    let mut g = builtin_game(0, 1, 21);
    for s in [A, B] {
        let c = g.zones[s].hand[0];
        g.apply(s, Action::Set { card: c }).unwrap();
    }
    let p = phases(&g);
    assert_eq!(&p[..5], &[Phase::Draw, Phase::Set, Phase::Open, Phase::Battle, Phase::Cost]);
}

/// 6-2-1: 「お互いのプレイヤーはカード1枚を引きます。」
#[test]
fn k6_2_1_both_draw_one() {
    let g = sc().deck(A, &[1, 2]).deck(B, &[3, 4]).build();
    assert_eq!(g.hand_nos(A), vec![CardNo(1)]);
    assert_eq!(g.hand_nos(B), vec![CardNo(3)]);
}

/// 6-2-2: 「セットフェイズに進みます。」
#[test]
fn k6_2_2_then_the_set_phase() {
    let g = sc().build();
    assert_eq!(g.phase(), Phase::Set);
}

/// 6-3-1: 「バトルエリアに表向きのカードが無いプレイヤーは、手札 からカード 1 枚をバトルエリアに裏向きで置きます。 ※お互いのバトルエリアに表向きのカードが無い場合、お互いの プレイヤーが同時に置きます。」
#[test]
fn k6_3_1_no_face_up_card_must_set() {
    let g = builtin_game(0, 1, 5);
    for s in [A, B] {
        assert!(matches!(g.decision(s).unwrap().kind, DecisionKind::Set { must: true, .. }));
        assert!(!g.legal_actions(s).contains(&Action::Keep));
    }
    assert_eq!(g.decision_seats(), vec![A, B], "both set at the same time");
}

/// 6-3-2: 「バトルエリアに表向きのカードがあるプレイヤーは、何も しないか、表向きのカードをトラッシュに置き手札から カード 1 枚をバトルエリアに裏向きで置くかを選択し、 実行します。」
#[test]
fn k6_3_2_face_up_card_may_stay_or_be_replaced() {
    let mut g = sc().battle(A, ROCK, true).battle(B, ROCK, true).hand(A, &[PAPER]).hand(B, &[SCISSORS]).at_set().build();
    assert!(g.legal_actions(A).contains(&Action::Keep));
    g.apply(A, Action::Keep).unwrap();
    g.set_no(B, CardNo(SCISSORS)).unwrap();
    assert!(g.trash_nos(B).contains(&CardNo(ROCK)) || g.log().iter().any(|e| matches!(e, Event::Trashed { seat: B, card } if card.no == CardNo(ROCK))));
    assert_eq!(count(&g, |e| matches!(e, Event::Opened { seat: A, .. })), 0, "A kept its face-up card");
    assert_eq!(last_battle(&g).unwrap().0, ByPlayer::new(Hand::Rock, Hand::Scissors));
}

/// 6-3-3: 「オープンフェイズに進みます。」
#[test]
fn k6_3_3_then_the_open_phase() {
    let mut g = sc().hand(A, &[ROCK]).hand(B, &[PAPER]).at_set().build();
    g.set_no(A, CardNo(ROCK)).unwrap();
    assert_eq!(g.phase(), Phase::Set, "waits for both seats");
    g.set_no(B, CardNo(PAPER)).unwrap();
    assert!(phases(&g).contains(&Phase::Open));
}

/// 6-4-1: 「バトルエリアの裏向きのカードを表向きにします。」
#[test]
fn k6_4_1_face_down_cards_turn_face_up() {
    let g = duel(ROCK, PAPER).build();
    assert_eq!(count(&g, |e| matches!(e, Event::Opened { .. })), 2);
    assert_eq!(g.battle_no(B), Some((CardNo(PAPER), true)));
}

/// 6-4-2: 「【開運時】で記されている効果を発動します。」
#[test]
fn k6_4_2_on_open_abilities() {
    let g = duel(1, SCISSORS).build();
    let o = pos(&g, |e| matches!(e, Event::Opened { seat: A, .. })).unwrap();
    let t = pos(&g, |e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnOpen, .. })).unwrap();
    assert!(o < t);
    // Its effect (「自分の運値(カチ)+1」) happened, unasked, before the battle.
    let l = pos(&g, |e| matches!(e, Event::LuckChanged { seat: A, delta: 1, .. })).unwrap();
    let b = pos(&g, |e| matches!(e, Event::Battle { .. })).unwrap();
    assert!(t < l && l < b);
    assert_eq!(last_battle(&g).unwrap().1.a, 5 + 1);
    // A card without 【開運時】 activates nothing.
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityTriggered { .. })), 0);
}

/// 6-4-3: 「バトルフェイズに進みます。」
#[test]
fn k6_4_3_then_the_battle_phase() {
    let g = duel(1, SCISSORS).build();
    let t = pos(&g, |e| matches!(e, Event::LuckChanged { .. })).unwrap();
    let b = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Battle })).unwrap();
    assert!(t < b);
}

/// 6-5-1: 「バトルに関する詳細は、後述の「7.カードのバトル」を参 照してください。」
#[test]
fn k6_5_1_the_battle() {
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(A));
}

/// 6-5-2: 「コストフェイズに進みます。」
#[test]
fn k6_5_2_then_the_cost_phase() {
    let g = duel(ROCK, SCISSORS).build();
    let b = pos(&g, |e| matches!(e, Event::Battle { .. })).unwrap();
    let c = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Cost })).unwrap();
    assert!(b < c);
}

/// 6-6-1-1-1: 「お互いのプレイヤーが、バリアが 0 枚の状況でコストフェイズ中にリフレッシュを挟んだ場合、 同時に敗北条件を満たします。」
#[test]
fn k6_6_1_1_1_both_refresh_without_barrier_in_cost_phase() {
    let mut g = duel(ROCK2, ROCK2).deck(A, &[]).deck(B, &[]).barrier_n(A, 0).barrier_n(B, 0).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Draw);
    assert_eq!(count(&g, |e| matches!(e, Event::LoseCondition { reason: EndReason::RefreshedWithoutBarrier, .. })), 2);
    assert_eq!(g.result(), None);
    assert_eq!(g.decision_seats(), vec![A, B]);
    g.apply(B, Action::Janken(Hand::Paper)).unwrap();
    g.apply(A, Action::Janken(Hand::Scissors)).unwrap();
    assert_eq!(g.result().unwrap().winner, A);
}

/// 6-6-2: 「お互いのプレイヤーがお互いの支払ったコストを確認した後、コストエリアにあるカードすべてをトラッシュに 移動させます。」
#[test]
fn k6_6_2_cost_area_to_trash() {
    let g = duel(ROCK2, ROCK2).build();
    assert_eq!(count(&g, |e| matches!(e, Event::CostAreaCleared { count: 2, .. })), 2);
    assert!(g.zones[A].cost.is_empty() && g.zones[B].cost.is_empty());
}

/// 6-6-3: 「「6-5.バトルフェイズ」でバトルに敗北または引き分けになったカードはトラッシュに移動します。」
#[test]
fn k6_6_3_losing_and_drawn_cards_to_trash() {
    let g = duel(ROCK, ROCK).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Draw);
    assert_eq!(g.battle_no(A), None);
    assert_eq!(g.battle_no(B), None);
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(g.battle_no(A), Some((CardNo(ROCK), true)));
    assert_eq!(g.battle_no(B), None);
}

/// 6-6-3: 「「6-5.バトルフェイズ」でバトルに敗北または引き分けになったカードはトラッシュに移動します。」
#[test]
fn k6_6_3_the_turn_waits_for_an_optional_replacement() {
    // 「迷い家の座敷童」 lost: its owner is asked whether it returns to the hand instead (8-1-2-3-1).
    // Only A must answer; the turn does not go on (nor does B get a decision) until A has.
    let mut g = duel(29, 12).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert_eq!((g.turn(), g.phase()), (1, Phase::Cost));
    assert_eq!(g.decision_seats(), vec![A]);
    assert_eq!(g.battle_no(A), Some((CardNo(29), true)), "not moved before the answer");
    g.choose(A, Choice::Replace(false)).unwrap();
    assert_eq!(g.trash_nos(A).last(), Some(&CardNo(29)));
    assert_eq!(g.turn(), 2);
    assert!(matches!(g.decision(B).map(|d| d.kind), Some(DecisionKind::Set { .. })));
}

/// 6-6-4: 「効果による運値の変動をリセットします。」
#[test]
fn k6_6_4_luck_changes_reset() {
    let mut g = duel(1, SCISSORS).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::LuckChanged { seat: A, delta: 1, .. })));
    assert!(g.ts.luck_mods.is_empty());
    // Next turn the same card fights with its printed 運値.
    g.apply(A, Action::Keep).unwrap();
    g.set_no(B, CardNo(8)).unwrap();
    let (_, luck, _) = last_battle(&g).unwrap();
    assert_eq!(luck.a, 2, "Rock vs the filler's Paper: 運値(アイコ・マケ) 2, no +1 left over");
}

/// 6-6-5-1: 「「このターンの終了時」と表記される効果は、1 度だけ 発動と解決が行えます。」
#[test]
fn k6_6_5_1_end_of_turn_effect_once() {
    let g = duel(22, PAPER).build();
    let drew_a = count(&g, |e| matches!(e, Event::Drew { seat: A, .. }));
    assert_eq!(drew_a, 1 + 1, "one at the end of turn 1, one in the draw phase of turn 2");
    assert!(g.ts.end_of_turn.is_empty());
    let eot = pos(&g, |e| matches!(e, Event::Drew { seat: A, .. })).unwrap();
    let t2 = pos(&g, |e| *e == Event::TurnStarted { turn: 2 }).unwrap();
    assert!(eot < t2);
}

/// 6-6-6: 「このターンが終了し、次のターンのドローフェイズに進みます。」
#[test]
fn k6_6_6_next_turn() {
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(g.turn(), 2);
    assert_eq!(g.phase(), Phase::Set);
}

/// 7-1-1-1: 「ジャンケンに勝利したカードは運値(カチ)を参照します。」
#[test]
fn k7_1_1_1_janken_winner_uses_luck_win() {
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(g.log().iter().find_map(|e| match e { Event::Battle { luck, .. } => Some(luck.a), _ => None }), Some(6));
}

/// 7-1-1-2: 「ジャンケンに敗北またはあいこになったカードは運値 (アイコ・マケ)を参照します。」
#[test]
fn k7_1_1_2_janken_loser_or_tie_uses_luck_lose() {
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().1.b, 2);
    let g = duel(PAPER, 8).build();
    assert_eq!(last_battle(&g).unwrap().1, ByPlayer::new(4, 2));
}

/// 7-1-1-1: 「ジャンケンに勝利したカードは運値(カチ)を参照します。」
#[test]
fn k7_1_1_1_a_change_to_luck_lose_does_not_touch_luck_win() {
    // 「金運の亀」: 「自分のバリアが2枚以下なら、自分の運値(アイコ・マケ)+2」. Winning the janken
    // it uses 運値(カチ) 4, unchanged; losing it, 運値(アイコ・マケ) 4 + 2.
    let g = duel(9, SCISSORS).barrier_n(A, 2).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4);
    let g = duel(9, PAPER).barrier_n(A, 2).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 2);
}

/// 7-1-1-2: 「ジャンケンに敗北またはあいこになったカードは運値 (アイコ・マケ)を参照します。」
#[test]
fn k7_1_1_2_a_change_to_luck_win_does_not_touch_luck_lose() {
    // 「招き猫の番人」 (《グー》 5/2): 「【開運時】自分の運値(カチ)+1」. Losing the janken to 《パー》
    // it uses 運値(アイコ・マケ) 2, unchanged; winning it, 運値(カチ) 5 + 1.
    let g = duel(1, PAPER).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::LuckChanged { seat: A, delta: 1, .. })));
    assert_eq!(last_battle(&g).unwrap().1.a, 2);
    let g = duel(1, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 5 + 1);
    // 「提灯お化けの客引き」's 「相手の運値(カチ)-2」 is on the opponent's card only.
    let g = duel(ROCK, 12).build();
    assert_eq!(last_battle(&g).unwrap().1, ByPlayer::new(6 - 2, 3), "B lost the janken: its own 運値(アイコ・マケ) 3");
}

/// 7-1-2-1: 「自分の運値が相手の運値よりも高い場合、このバトルに 勝利します。」
#[test]
fn k7_1_2_1_higher_luck_wins() {
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(A));
}

/// 7-1-2-2: 「自分の運値が相手の運値よりも低い場合、このバトルに 敗北します。」
#[test]
fn k7_1_2_2_lower_luck_loses() {
    // A wins the janken (3) but B's 運値(アイコ・マケ) is 4.
    let g = duel(SCISSORS, PAPER).build();
    let (_, luck, outcome) = last_battle(&g).unwrap();
    assert_eq!(luck, ByPlayer::new(3, 4));
    assert_eq!(outcome, BattleOutcome::Won(B));
}

/// 7-1-2-3: 「自分の運値と相手の運値が同じ場合、このバトルは引き 分けになります。」
#[test]
fn k7_1_2_3_equal_luck_is_a_draw() {
    let g = duel(ROCK, ROCK).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Draw);
    assert_eq!(g.zones[A].barrier.len(), 5);
    assert_eq!(g.zones[B].barrier.len(), 5);
}

/// 7-1-3: 「バトルに勝利したカードの【バトル勝利時】で表記されている効果を発動します。」
#[test]
fn k7_1_3_winner_on_battle_win() {
    let g = duel(10, PAPER).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnBattleWin, .. })));
    let g = duel(10, 10).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Draw);
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityTriggered { .. })), 0, "not on a draw");
}

/// 7-1-4: 「バトルに敗北したカードの【バトル敗北時】で表記されている効果を発動します。」
#[test]
fn k7_1_4_loser_on_battle_lose() {
    let g = duel(4, PAPER).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnBattleLose, .. })));
    let g = duel(4, 4).build();
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityTriggered { .. })), 0, "not on a draw");
}

/// 7-1-5-1: 「【バトル敗北時】効果による、「このバトルの結果で」と表記される、バトルの勝敗結果の処理に適応する効果を適応します。」
#[test]
fn k7_1_5_1_loser_result_effects_before_the_check() {
    // 「このバトルの結果で、自分のデッキの上から1枚をバリアに置く」 saves a player with no barrier.
    let g = duel(4, PAPER).barrier_n(A, 0).build();
    assert_eq!(g.result(), None);
    let gain = pos(&g, |e| matches!(e, Event::ResultEffect { seat: A, effect: ResultMod::GainBarrier(1) })).unwrap();
    let to_hand = pos(&g, |e| matches!(e, Event::BarrierToHand { seat: A, .. })).unwrap();
    assert!(gain < to_hand);
}

/// 7-1-5-1: 「【バトル敗北時】効果による、「このバトルの結果で」と表記される、バトルの勝敗結果の処理に適応する効果を適応します。」
#[test]
fn k7_1_5_1_loser_result_effect_on_the_winner_in_full() {
    // The loser's 「このバトルの結果で、相手はバリアをさらに2枚手札に加える」 moves two cards of the
    // winner's barrier, and stops when that barrier is empty (7-1-5-4-1).
    let card = custom(953, Hand::Scissors, 3, 2, 0, vec![crate::ability::build::when(Trigger::OnBattleLose, crate::ability::build::atom(
        crate::ability::Atom::BattleResult(ResultMod::OpponentExtraBarrier(2)),
    ))]);
    let g = duel(953, ROCK).card(card.clone()).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert!(g.log().iter().any(|e| matches!(e, Event::ResultEffect { seat: A, effect: ResultMod::OpponentExtraBarrier(2) })));
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: B, .. })), 2);
    assert_eq!(g.zones[B].barrier.len(), 5 - 2);
    assert_eq!(g.zones[A].barrier.len(), 5 - 1, "and the loser's own barrier card (7-1-5-4)");
    let g = duel(953, ROCK).card(card).barrier_n(B, 1).build();
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: B, .. })), 1);
    assert_eq!(g.zones[B].barrier.len(), 0);
    assert_eq!(g.result(), None, "the winner does not lose by an empty barrier");
}

/// 7-1-5-2: 「このバトルで敗北したプレイヤーのバリアが 0 枚の場合、そのプレイヤーは、このゲームに敗北します。」
#[test]
fn k7_1_5_2_loser_without_barrier_loses() {
    let g = duel(SCISSORS, ROCK).barrier_n(A, 0).build();
    assert_eq!(g.result().unwrap().winner, B);
    assert_eq!(count(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Cost })), 0);
}

/// 7-1-5-3: 「【バトル勝利時】効果による、「このバトルの結果で」 と表記される、バトルの勝敗結果の処理に適応する効 果を適応します。」
#[test]
fn k7_1_5_3_winner_result_effects() {
    let g = duel(3, PAPER).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(A));
    assert_eq!(g.zones[B].barrier.len(), 5 - 2);
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: B, .. })), 2);
}

/// 7-1-5-4-1: 「「バリア N 枚を手札に加える | 効果は、手札に加」
#[test]
fn k7_1_5_4_1_barrier_to_hand_stops_at_zero() {
    let g = duel(3, PAPER).barrier_n(B, 1).build();
    assert_eq!(g.result(), None);
    assert_eq!(g.zones[B].barrier.len(), 0);
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: B, .. })), 1);
}

/// 7-1-5-5: 「バトルが終了し、6-5-2.に進みます。」
#[test]
fn k7_1_5_5_battle_ends_then_cost_phase() {
    let g = duel(SCISSORS, ROCK).build();
    let h = pos(&g, |e| matches!(e, Event::BarrierToHand { seat: A, .. })).unwrap();
    let c = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Cost })).unwrap();
    assert!(h < c);
}

#[allow(dead_code)]
fn _unused(_: Choice) {}
