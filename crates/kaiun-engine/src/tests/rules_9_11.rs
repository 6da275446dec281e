//! Rules 9 (rule processing, refresh), 10 (keywords) and 11 (revealing, looking, janken).

use super::*;
use crate::ability::{build::*, Atom, Condition, Effect, Modifier, ResultMod, Trigger, Who};
use crate::action::{Action, Choice};
use crate::decision::{DecisionKind, Prompt};
use crate::event::{BattleOutcome, EndReason, Event, Phase};
use crate::render::{render_card_text, Lang};
use game_core::{Hidden, Seat::{A, B}};

fn options(g: &Game, seat: game_core::Seat) -> Vec<Choice> {
    match g.decision(seat).map(|d| d.kind) {
        Some(DecisionKind::Choose { options, .. }) => options,
        _ => Vec::new(),
    }
}

fn builtin(no: u16) -> CardDef {
    crate::pool::builtin_cards().into_iter().find(|c| c.no == CardNo(no)).unwrap()
}

fn mill_self() -> CardDef {
    custom(940, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, atom(Atom::Mill { who: Who::Me, n: 1 }))])
}

/// 9-1-1: 「ルール処理とは、ゲームにおいて特定の事象が発生した、 あるいは発生している場合に、ルールにより自動的に実 行される処理の総称です。」
#[test]
fn k9_1_1_rule_processing_is_automatic() {
    let g = duel(SCISSORS, ROCK).barrier_n(A, 0).build();
    assert_eq!(g.result().unwrap().winner, B, "nobody had to act");
}

/// 9-1-2: 「ルール処理は他の行動の実行中であっても、それが発生した時点で即座に解決を行います。」
#[test]
fn k9_1_2_rule_processing_at_once_even_mid_effect() {
    let card = custom(941, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, draw(2))]);
    let g = duel(941, SCISSORS).card(card).deck(A, &[1]).trash(A, &[2, 3]).build();
    let d: Vec<usize> = g.log().iter().enumerate().filter(|(_, e)| matches!(e, Event::Drew { seat: A, .. })).map(|(i, _)| i).collect();
    let r = pos(&g, |e| matches!(e, Event::Refreshed { seat: A, .. })).unwrap();
    assert!(d[0] < r && r < d[1], "the refresh happens between the two draws");
}

/// 9-2-1-1: 「いずれかのプレイヤーが、バリアが 0 枚の状況でバトルに敗北し、勝敗結果の処理を行った場合、そのプレイヤーはゲームの敗北条件を満たしています。」
#[test]
fn k9_2_1_1_battle_loss_without_barrier_is_a_losing_condition() {
    let g = duel(SCISSORS, ROCK).barrier_n(A, 0).build();
    assert!(g.log().contains(&Event::LoseCondition { seat: A, reason: EndReason::LostBattleWithoutBarrier }));
}

/// 9-2-1-2: 「いずれかのプレイヤーが、バリアが 0 枚の状況でリフレッシュを行った場合、そのプレイヤーはゲームの敗北条件を満たしています。」
#[test]
fn k9_2_1_2_refresh_without_barrier_is_a_losing_condition() {
    let g = duel(940, ROCK).card(mill_self()).deck(A, &[1]).barrier_n(A, 0).build();
    assert!(g.log().contains(&Event::LoseCondition { seat: A, reason: EndReason::RefreshedWithoutBarrier }));
    assert_eq!(g.result().unwrap().winner, B);
    assert_eq!(last_battle(&g), None, "the game ended during the open phase");
}

/// 9-3-1: 「「リフレッシュ」とは、自分のトラッシュにあるカードす べてをデッキに戻し、シャッフルを行う行為です。」
#[test]
fn k9_3_1_refresh_returns_the_trash_and_shuffles() {
    let g = sc().deck(A, &[]).trash(A, &[1, 2, 3]).build();
    assert!(g.log().contains(&Event::Refreshed { seat: A, cards: 3 }));
    let mut all: Vec<CardNo> = g.deck_nos(A);
    all.extend(g.hand_nos(A));
    all.sort();
    assert_eq!(all, vec![CardNo(1), CardNo(2), CardNo(3)]);
}

/// 9-3-2: 「自分のデッキのカードが 0 枚になった場合、他の処理の途中であっても即座にリフレッシュを行います。」
#[test]
fn k9_3_2_empty_deck_refreshes_at_once() {
    let g = sc().deck(A, &[1]).trash(A, &[2, 3]).build();
    let r = pos(&g, |e| matches!(e, Event::Refreshed { seat: A, .. })).unwrap();
    let b = pos(&g, |e| matches!(e, Event::Drew { seat: B, .. })).unwrap();
    assert!(r < b, "before anything else happens");
    assert_eq!(g.zones[A].deck.len(), 2);
}

/// 9-3-3: 「自分のバリアが 0 枚の状況でリフレッシュを行った場合、 このゲームに敗北します。」
#[test]
fn k9_3_3_refresh_without_barrier_loses() {
    let g = sc().deck(A, &[1]).barrier_n(A, 0).build();
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.reason), (B, EndReason::RefreshedWithoutBarrier));
}

/// 9-3-4: 「自分がリフレッシュを行った後、自分のバリアが1枚以上ある場合、自分のバリアの上(右)から1枚をトラッシュに置きます。」
#[test]
fn k9_3_4_after_refresh_top_barrier_to_trash() {
    let g = sc().deck(A, &[1]).trash(A, &[2]).barrier(A, &[3, 4]).build();
    assert_eq!(g.barrier_nos(A), vec![CardNo(3)]);
    assert_eq!(g.trash_nos(A), vec![CardNo(4)]);
}

/// 10-1-1-1: 「オープンフェイズに発動するキーワード効果です。」
#[test]
fn k10_1_1_1_on_open_in_the_open_phase() {
    let g = duel(1, SCISSORS).build();
    let o = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Open })).unwrap();
    let t = pos(&g, |e| matches!(e, Event::AbilityTriggered { trigger: Trigger::OnOpen, .. })).unwrap();
    let b = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Battle })).unwrap();
    assert!(o < t && t < b);
}

/// 10-1-1-2: 「【開運時】効果は1ターンに1度のみ効果を発動します。」
#[test]
fn k10_1_1_2_on_open_once_per_turn() {
    let g = duel(5, ROCK).build();
    assert!(g.ts.fired[A].contains(&Trigger::OnOpen));
    let mut g2 = g.clone();
    assert!(g2.trigger_cursor(A, Trigger::OnOpen, &mut Vec::new()).is_none(), "not a second time this turn");
    // A face-up card kept into the next turn activates again in that turn's open phase (once).
    let mut g = duel(1, SCISSORS).build();
    g.apply(A, Action::Keep).unwrap();
    g.set_no(B, CardNo(8)).unwrap();
    assert_eq!(g.turn(), 3);
    assert_eq!(count(&g, |e| matches!(e, Event::Opened { seat: A, .. })), 1, "it was turned face up only once");
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnOpen, .. })), 2, "once in each turn");
}

#[test]
fn k10_1_1_3_simultaneous_on_open_choices() {
    let mut g = duel(5, 11).build();
    assert_eq!(g.decision_seats(), vec![A, B]);
    let a_opts = options(&g, A);
    g.choose(B, Choice::Slot(0)).unwrap();
    assert_eq!(options(&g, A), a_opts, "A chooses without seeing B's result");
    assert_eq!(g.hand_nos(A).len(), 1, "B's effect has not been carried out yet");
    g.choose(A, Choice::Decline).unwrap();
    assert!(g.trash_nos(A).contains(&CardNo(8)));
}

/// 10-1-1-3: 「お互いのプレイヤーが同時に【開運時】効果を使用した場合、その処理は同時に行われます。何かを選択できる効果の場合、相手の【開運時】効果の結果を確認してから、それを選ぶことはできません。」
#[test]
fn k10_1_1_3_a_card_chosen_before_the_other_effect_moved_it() {
    // B chooses to search its deck's top card; A's simultaneous 「相手のデッキの上から1枚をトラッシュ
    // に置く」 is carried out first and puts that card into the trash. B chose without seeing that
    // result, and a card no longer in the deck cannot be taken from it: B's search takes nothing.
    let miller = custom(954, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, atom(Atom::Mill { who: Who::Opponent, n: 1 }))]);
    let seeker = custom(955, Hand::Scissors, 3, 2, 0, vec![when(Trigger::OnOpen, atom(Atom::Search(crate::ability::CardFilter::Any)))]);
    let mut g = duel(954, 955).card(miller).card(seeker).deck(B, &[1, 2, 3]).build();
    let top = *g.zones[B].deck.last().unwrap();
    assert!(options(&g, B).contains(&Choice::Take(Some(top))));
    g.choose(B, Choice::Take(Some(top))).unwrap();
    assert!(g.log().iter().any(|e| matches!(e, Event::Milled { seat: B, card } if card.id == top)));
    assert_eq!(count(&g, |e| matches!(e, Event::TookFromDeck { seat: B, .. })), 0);
    assert!(!g.zones[B].hand.contains(&top), "not taken");
    assert!(g.zones[B].trash.contains(&top), "it stays in the trash");
    assert!(g.log().iter().any(|e| matches!(e, Event::Shuffled { seat: B })), "the deck is still shuffled");
    g.check_invariants().unwrap();
}

/// 10-1-2-1: 「バトルに勝利した場合、バトルフェイズに発動するキーワード効果です。」
#[test]
fn k10_1_2_1_on_battle_win_in_the_battle_phase() {
    let g = duel(27, PAPER).build();
    let b = pos(&g, |e| matches!(e, Event::Battle { .. })).unwrap();
    let t = pos(&g, |e| matches!(e, Event::AbilityTriggered { trigger: Trigger::OnBattleWin, .. })).unwrap();
    let c = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Cost })).unwrap();
    assert!(b < t && t < c);
}

/// 10-1-2-2: 「【バトル勝利時】効果は1ターンに1度のみ効果を発動します。」
#[test]
fn k10_1_2_2_on_battle_win_once_per_turn() {
    let mut g = duel(10, PAPER).build();
    assert!(g.trigger_cursor(A, Trigger::OnBattleWin, &mut Vec::new()).is_none());
    g.choose(A, Choice::Count(1)).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityTriggered { trigger: Trigger::OnBattleWin, .. })), 1);
}

/// 10-1-3-1: 「バトルに敗北した場合、バトルフェイズに発動するキーワード効果です。」
#[test]
fn k10_1_3_1_on_battle_lose_in_the_battle_phase() {
    let g = duel(4, PAPER).build();
    let b = pos(&g, |e| matches!(e, Event::Battle { .. })).unwrap();
    let t = pos(&g, |e| matches!(e, Event::AbilityTriggered { trigger: Trigger::OnBattleLose, .. })).unwrap();
    let c = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Cost })).unwrap();
    assert!(b < t && t < c);
}

/// 10-1-3-2: 「【バトル敗北時】効果は1ターンに1度のみ効果を発動します。」
#[test]
fn k10_1_3_2_on_battle_lose_once_per_turn() {
    let mut g = duel(23, PAPER).build();
    assert!(g.trigger_cursor(A, Trigger::OnBattleLose, &mut Vec::new()).is_none());
    g.choose(A, Choice::Decline).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityTriggered { trigger: Trigger::OnBattleLose, .. })), 1);
}

/// 10-2-1-1: 「デッキが 0 枚になった場合に行うキーワードです。(9-3.参照)」
#[test]
fn k10_2_1_1_refresh_when_the_deck_is_empty() {
    let g = duel(940, ROCK).card(mill_self()).deck(A, &[1]).trash(A, &[2, 3]).build();
    let m = pos(&g, |e| matches!(e, Event::Milled { seat: A, .. })).unwrap();
    let r = pos(&g, |e| matches!(e, Event::Refreshed { seat: A, .. })).unwrap();
    assert!(m < r);
}

/// 10-2-2-1: 「効果に「このバトルの結果で」と表記される場合があります。」
#[test]
fn k10_2_2_1_as_a_result_of_this_battle_in_text() {
    assert!(render_card_text(&builtin(3), Lang::Ja).contains("このバトルの結果で、"));
    assert!(render_card_text(&builtin(4), Lang::En).contains("As a result of this battle"));
}

/// 10-2-2-2: 「「このバトルの結果で」の効果は、そのターンのバトルにのみ適応され、 $\boxed{7$ -1-5.勝敗結果の処理」にて処理を行います。」
#[test]
fn k10_2_2_2_result_effects_in_7_1_5_of_this_turn_only() {
    let g = duel(3, PAPER).build();
    let b = pos(&g, |e| matches!(e, Event::Battle { .. })).unwrap();
    let r = pos(&g, |e| matches!(e, Event::BarrierToHand { seat: B, .. })).unwrap();
    let c = pos(&g, |e| matches!(e, Event::PhaseStarted { phase: Phase::Cost })).unwrap();
    assert!(b < r && r < c);
    assert!(g.ts.result_mods.is_empty(), "gone at the end of the turn");
}

/// 10-2-3-1: 「効果に「このバトルに勝つ」と表記される場合があります。」
#[test]
fn k10_2_3_1_win_this_battle_in_text() {
    assert!(render_card_text(&builtin(7), Lang::Ja).contains("このバトルに勝つ"));
}

/// 10-2-3-2: 「「このバトルに勝つ」の効果は、お互いの運値の影響 を受けず、効果を発動したカードがこのバトルの結果 に勝利します。」
#[test]
fn k10_2_3_2_win_this_battle_ignores_luck() {
    let g = duel(7, PAPER).barrier_n(A, 2).build();
    let (_, luck, outcome) = last_battle(&g).unwrap();
    assert!(luck.a < luck.b);
    assert_eq!(outcome, BattleOutcome::Won(A));
}

/// 10-2-3-3: 「お互いに「このバトルに勝つ」効果を発動した場合、 そのバトルの結果は引き分けになります。」
#[test]
fn k10_2_3_3_both_win_this_battle_is_a_draw() {
    let g = duel(7, 7).barrier_n(A, 2).barrier_n(B, 1).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Draw);
}

/// 11-1-1: 「非公開領域から非公開領域に決められた条件下のカード を移動する場合、公開する指示がない場合でも、移動す るカードは必ず公開されます。」
#[test]
fn k11_1_1_a_searched_card_is_revealed() {
    let mut g = duel(24, SCISSORS).deck(A, &[8, 1, 8]).build();
    let c = g.zones[A].deck.iter().copied().find(|c| g.def(*c).no == CardNo(1)).unwrap();
    g.choose(A, Choice::Take(Some(c))).unwrap();
    assert!(g.view(B).log.iter().any(|e| matches!(e, Event::Revealed { seat: A, card } if card.no == CardNo(1))));
    assert!(g.hand_nos(A).contains(&CardNo(1)));
}

/// 11-1-2: 「非公開領域のカードがカードの効果や発動コストで公開される場合、そのカードの効果や発動コストの解決の終了時にそのカードを非公開にします。」
#[test]
fn k11_1_2_revealed_card_hidden_after_the_effect() {
    let card = custom(943, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, Effect::Seq(vec![atom(Atom::RevealTop), atom(Atom::DrawUpTo { n: 1 })]))]);
    let mut g = duel(943, SCISSORS).card(card).deck(A, &[2, 8, 8]).build();
    assert_eq!(g.view(B).revealed.iter().map(|c| c.no).collect::<Vec<_>>(), vec![CardNo(2)]);
    g.choose(A, Choice::Count(0)).unwrap();
    assert!(g.view(B).revealed.is_empty());
}

/// 11-2-1: 「カードの効果によって、非公開領域のカードを見る場合があります。それらのカードは特に指示がない場合、その効果を使用したプレイヤーのみが確認できます。」
#[test]
fn k11_2_1_looked_cards_seen_by_their_player_only() {
    let g = duel(28, ROCK).deck(A, &[1, 2, 3]).build();
    assert!(g.view(A).log.iter().any(|e| matches!(e, Event::Looked { seat: A, cards } if cards.iter().all(|c| matches!(c, Hidden::Known(_))) && cards.len() == 2)));
    assert!(g.view(B).log.iter().any(|e| matches!(e, Event::Looked { seat: A, cards } if cards.iter().all(|c| *c == Hidden::Unknown))));
}

/// 11-2-2: 「カードを見る行為を行っている最中、それらのカードは元々あった領域から移動はしていません。」
#[test]
fn k11_2_2_looked_cards_stay_in_their_zone() {
    let g = sc().battle(A, 13, false).battle(B, SCISSORS, false).deck(A, &[1, 2, 3, 4]).hand(B, &[8]).at_open().build();
    assert!(matches!(g.decision(A).unwrap().kind, DecisionKind::Choose { prompt: Prompt::LookTop(_), .. }));
    assert_eq!(g.zones[A].deck.len(), 4);
    assert_eq!(g.deck_nos(A), vec![CardNo(1), CardNo(2), CardNo(3), CardNo(4)]);
}

/// 11-2-3: 「カードを見る行為を行った後、見たカードに対して何ら」
#[test]
fn k11_2_3_looked_cards_go_back_as_they_were() {
    let g = duel(28, ROCK).deck(A, &[1, 2, 3]).build();
    // Turn 2's draw takes the same top card as before the look.
    assert_eq!(g.hand_nos(A).last(), Some(&CardNo(1)));
    assert_eq!(g.deck_nos(A), vec![CardNo(2), CardNo(3)]);
}

/// 11-3-1: 「お互いのプレイヤーがルール上、何か困った場合、お互い の同意があれば、その問題の解決をプレイヤーによるジャンケンの結果で行うことができます。」
#[test]
fn k11_3_1_janken_between_the_players() {
    let mut g = sc().deck(A, &[]).deck(B, &[]).barrier_n(A, 0).barrier_n(B, 0).build();
    assert_eq!(g.decision(A).unwrap().kind, DecisionKind::TieBreakJanken);
    assert_eq!(g.legal_actions(A), vec![Action::Janken(Hand::Rock), Action::Janken(Hand::Scissors), Action::Janken(Hand::Paper), Action::Concede]);
    g.apply(A, Action::Janken(Hand::Paper)).unwrap();
    assert_eq!(g.decision_seats(), vec![B], "A has chosen; B still must");
    assert!(g.apply(A, Action::Janken(Hand::Rock)).is_err());
    g.apply(B, Action::Janken(Hand::Scissors)).unwrap();
    assert_eq!(g.result().unwrap().winner, B);
}

/// 8-2-1-4: 「既に発動し解決されている自動効果は他の効果によっては無効になりません。」
#[test]
fn k8_2_1_4_resolved_effect_is_not_undone_by_a_later_negation() {
    let b_card = custom(942, Hand::Scissors, 3, 2, 0, vec![
        Ability::Permanent { rules_level: false, condition: Some(Condition::BarrierAtMost { who: Who::Me, n: 2 }), modifier: Modifier::NegateOpponent(Trigger::OnOpen) },
        when(Trigger::OnOpen, atom(Atom::BarrierToTrash { who: Who::Me, n: 3 })),
    ]);
    let g = duel(1, 942).card(b_card).build();
    // A's +1 was resolved while B's negation was not yet in force; it stays.
    assert_eq!(last_battle(&g).unwrap().1.a, 5 + 1);
}

#[allow(dead_code)]
fn _unused(_: ResultMod) {}
