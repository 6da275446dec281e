//! Rules 1 (the game) and 2 (card information).

use super::*;
use crate::ability::{build::*, Atom, CardFilter, Cost, Effect, Trigger, Who};
use crate::action::{Action, Choice};
use crate::decision::{DecisionKind, Prompt};
use crate::event::{EndReason, Event};
use crate::pool::{builtin_cards, builtin_decks};
use crate::render::{render, render_card_text, Lang};
use crate::setup::{GameSetup, SetupError};
use crate::testkit::builtin_game;
use game_core::Seat::{A, B};

fn drew(g: &Game, seat: game_core::Seat) -> usize {
    count(g, |e| matches!(e, Event::Drew { seat: s, .. } if *s == seat))
}

/// 1-1-1: 「このゲームは原則 2 名のプレイヤーにより対戦を行うゲームです。それ以外のプレイヤー数で行うゲームに関するルールは、現在の総合ルールでは対応していません。」
#[test]
fn k1_1_1_two_players() {
    let g = builtin_game(0, 1, 9);
    assert_eq!(g.decision_seats(), vec![A, B]);
    let v = g.view(A);
    assert_eq!((v.me.seat, v.opponent.seat), (A, B));
}

/// 1-2-1-1-1: 「自分のバリアが 0 枚の状況でバトルに敗北する。」
#[test]
fn k1_2_1_1_1_losing_a_battle_without_barrier() {
    let g = duel(ROCK, SCISSORS).barrier_n(B, 0).build();
    let r = g.result().expect("over");
    assert_eq!((r.winner, r.reason), (A, EndReason::LostBattleWithoutBarrier));
}

/// 1-2-1-1-2: 「自分のバリアが 0 枚の状況でリフレッシュを行う。」
#[test]
fn k1_2_1_1_2_refreshing_without_barrier() {
    let g = sc().deck(B, &[]).barrier_n(B, 0).trash(B, &[8, 8]).build();
    let r = g.result().expect("over");
    assert_eq!((r.winner, r.reason), (A, EndReason::RefreshedWithoutBarrier));
}

/// 1-2-2-1: 「ゲーム中、いずれかのプレイヤーが、バリアが 0 枚の状況でバトルに敗北し、勝敗結果の処理を行った場合、そのプレイヤーは敗北条件を満たしています。」
#[test]
fn k1_2_2_1_battle_loss_condition_then_rule_processing() {
    let g = duel(ROCK, SCISSORS).barrier_n(B, 0).build();
    let cond = pos(&g, |e| matches!(e, Event::LoseCondition { seat: B, reason: EndReason::LostBattleWithoutBarrier })).unwrap();
    let over = pos(&g, |e| matches!(e, Event::GameOver { winner: A, .. })).unwrap();
    assert!(cond < over);
}

/// 1-2-2-2: 「ゲーム中、いずれかのプレイヤーが、バリアが 0 枚の状況でリフレッシュを行った場合、そのプレイヤーは敗北条件を満たしています。」
#[test]
fn k1_2_2_2_refresh_loss_condition_then_rule_processing() {
    let g = sc().deck(A, &[]).barrier_n(A, 0).build();
    let cond = pos(&g, |e| matches!(e, Event::LoseCondition { seat: A, reason: EndReason::RefreshedWithoutBarrier })).unwrap();
    let over = pos(&g, |e| matches!(e, Event::GameOver { winner: B, .. })).unwrap();
    assert!(cond < over);
}

/// 1-2-3: 「すべてのプレイヤーが同時に敗北条件を満たしている場合、ジャンケンを行い、ジャンケンに勝利したプレイヤーがゲームに勝利します。」
#[test]
fn k1_2_3_both_lose_janken_decides() {
    let mut g = sc().deck(A, &[]).deck(B, &[]).barrier_n(A, 0).barrier_n(B, 0).build();
    assert_eq!(g.result(), None);
    assert_eq!(g.decision_seats(), vec![A, B]);
    g.apply(A, Action::Janken(Hand::Rock)).unwrap();
    g.apply(B, Action::Janken(Hand::Rock)).unwrap();
    assert_eq!(g.decision_seats(), vec![A, B], "a tie is played again");
    g.apply(A, Action::Janken(Hand::Rock)).unwrap();
    // A has shown its janken: only B is still asked, A may not pick again.
    assert_eq!(g.decision_seats(), vec![B]);
    assert_eq!(g.legal_actions(A), vec![Action::Concede]);
    assert!(g.apply(A, Action::Janken(Hand::Paper)).is_err());
    g.apply(B, Action::Janken(Hand::Scissors)).unwrap();
    assert_eq!(g.result().unwrap().winner, A);
}

/// 1-2-4: 「すべてのプレイヤーは、ゲーム中の任意の時点で投了を宣言することができます。投了を宣言したプレイヤーは次の処理を待たずゲームから敗北し、ゲームは終了します。」
#[test]
fn k1_2_4_concede_at_any_time() {
    let mut g = duel(5, ROCK).build();
    // Only A has a decision; B may still concede.
    assert_eq!(g.decision_seats(), vec![A]);
    assert_eq!(g.legal_actions(B), vec![Action::Concede]);
    g.apply(B, Action::Concede).unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.reason), (A, EndReason::Conceded));
    assert!(g.legal_actions(A).is_empty());
}

/// 1-2-5: 「投了は、いかなるカードの影響も受けません。また、カードの効果により、投了を強制されることはなく、投了による敗北は何らかの置換効果が置換することはありません。」
#[test]
fn k1_2_5_concede_is_not_replaced() {
    // B's battle card has replacement effects; conceding ends the game at once regardless.
    let mut g = sc().battle(B, 16, true).battle(A, ROCK, true).hand(A, &[8]).hand(B, &[8]).at_set().build();
    let ev = g.apply(B, Action::Concede).unwrap();
    assert_eq!(ev, vec![Event::Conceded { seat: B }, Event::GameOver { winner: A, reason: EndReason::Conceded }]);
}

/// 1-2-6: 「何らかのカードの効果により、いずれかのプレイヤーが勝利したり、敗北したりする場合があります。そうした場合、次の処理を待たず、その処理中にそのプレイヤーは勝利または敗北し、ゲームが終了します。」
#[test]
fn k1_2_6_effect_wins_the_game_at_once() {
    let g = duel(21, ROCK).trash(A, &[8; 15]).barrier_n(B, 1).build();
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.reason), (A, EndReason::CardEffect));
    assert_eq!(last_battle(&g), None, "no battle after the game ended");
}

/// 1-3-1: 「カードに書かれている効果の内容が総合ルールの内容に 矛盾する場合、効果の内容を優先します。」
#[test]
fn k1_3_1_card_text_beats_the_rules() {
    // 「このカードはデッキに4枚まで」 overrides the three-copy rule.
    let d = builtin_decks()[2].cards.clone();
    assert_eq!(d.iter().filter(|n| n.0 == 20).count(), 4);
    assert!(Game::new(GameSetup::new(d, builtin_decks()[0].cards.clone(), 1)).is_ok());
}

/// 1-3-2-1: 「すでにある状態にあるものを改めてその状態にするよう求められた場合、それは改めてその状態になるわけではなく、その行為自体が行われません。」
#[test]
fn k1_3_2_1_already_so_is_not_done_again() {
    let card = custom(910, Hand::Rock, 5, 2, 0, vec![when(
        Trigger::OnOpen,
        if_done(atom(Atom::SetHand { who: Who::Me, hand: Hand::Rock }), draw(1)),
    )]);
    let g = duel(910, SCISSORS).card(card).build();
    assert_eq!(count(&g, |e| matches!(e, Event::HandSet { .. })), 0);
    assert_eq!(drew(&g, A), 1, "only the draw phase of turn 2");
}

/// 1-3-2-2: 「何らかの理由で、ある行動を 0 回あるいはマイナス回行われることを求める場合、その行動は行われません。マイナスであっても逆の行動を行いません。」
#[test]
fn k1_3_2_2_zero_times_is_not_done() {
    let card = custom(911, Hand::Rock, 5, 2, 0, vec![when(
        Trigger::OnOpen,
        Effect::Seq(vec![draw(0), atom(Atom::Mill { who: Who::Me, n: 0 })]),
    )]);
    let g = duel(911, SCISSORS).card(card).build();
    assert_eq!(drew(&g, A), 1);
    assert_eq!(count(&g, |e| matches!(e, Event::Milled { .. })), 0);
}

/// 1-3-2-2: 「何らかの理由で、ある行動を 0 回あるいはマイナス回行われることを求める場合、その行動は行われません。マイナスであっても逆の行動を行いません。」
#[test]
fn k1_3_2_2_drawing_zero_is_not_done_so_nothing_is_prohibited() {
    // 「カードを0枚引く」 against 「相手は効果でカードを引くことができない」: no draw is attempted,
    // so the prohibition has nothing to stop (1-3-3 only applies to an action that is done).
    let card = custom(914, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, draw(0))]);
    let g = duel(914, 19).card(card).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, .. })), "the effect was resolved");
    assert_eq!(count(&g, |e| matches!(e, Event::Prohibited { .. })), 0, "drawing 0 is not done, not prohibited");
    assert_eq!(drew(&g, A), 1, "only the draw phase of turn 2");
    // One card is a draw: it is prohibited.
    let card = custom(915, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, draw(1))]);
    let g = duel(915, 19).card(card).build();
    assert_eq!(count(&g, |e| matches!(e, Event::Prohibited { seat: A })), 1);
    assert_eq!(drew(&g, A), 1, "only the draw phase of turn 2");
}

/// 1-3-2-2: 「何らかの理由で、ある行動を 0 回あるいはマイナス回行われることを求める場合、その行動は行われません。マイナスであっても逆の行動を行いません。」
#[test]
fn k1_3_2_2_zero_up_to_or_looked_at_is_not_done() {
    // 「カードを0枚までを引く」 asks nothing; 「デッキの上から0枚を見る。それを実行できたなら、自分の
    // 運値+3」 looked at nothing, so the +3 does not apply (with 2 cards it does).
    let up_to = custom(922, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, atom(Atom::DrawUpTo { n: 0 }))]);
    let g = duel(922, ROCK).card(up_to).build();
    assert_eq!(g.turn(), 2, "nobody was asked");
    assert_eq!(drew(&g, A), 1);
    for (n, luck) in [(0, 4), (2, 4 + 3)] {
        let peek = custom(923, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_done(
            atom(Atom::Peek { n }), crate::ability::build::luck(Who::Me, crate::ability::LuckKind::Both, 3),
        ))]);
        let g = duel(923, ROCK).card(peek).build();
        assert_eq!(last_battle(&g).unwrap().1.a, luck, "looking at {n}");
    }
}

/// 1-3-3: 「あるカードの効果により何らかの行動を行うよう指示されたときに、同時にその行動を禁止する効果が発生している場合、常に禁止する効果が優先されます。」
#[test]
fn k1_3_3_prohibition_wins() {
    let mut g = duel(19, 5).build();
    let c = g.find_in_hand(B, CardNo(8)).unwrap();
    g.choose(B, Choice::Pay(vec![c])).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::Prohibited { seat: B })), 1);
    assert_eq!(drew(&g, B), 1, "only the draw phase of turn 2");
}

/// 1-3-4: 「何らかの理由で複数のプレイヤーが同時に何らかの選択を行うよう求められた場合、同時にその選択を行います。」
#[test]
fn k1_3_4_simultaneous_choices() {
    let g = builtin_game(1, 2, 4);
    assert_eq!(g.decision_seats(), vec![A, B]);
    assert!(g.decision(A).is_some() && g.decision(B).is_some());
    // Made at the same time: the order in which the two answer does not matter, and one
    // player's answer stays hidden from the other until both have answered.
    let set = |s| g.legal_actions(s).into_iter().find(|x| matches!(x, Action::Set { .. })).unwrap();
    let (a, b) = (set(A), set(B));
    let mut ab = g.clone();
    ab.apply(A, a.clone()).unwrap();
    // B sees that A has set a card face down, not which: in the battle area and in the log.
    let v = ab.view(B);
    let slot = v.opponent.battle.as_ref().expect("A has set a card");
    assert!(!slot.face_up && matches!(slot.card, game_core::Hidden::Unknown), "{slot:?}");
    assert!(matches!(v.log.last(), Some(Event::SetFaceDown { seat: A, card: game_core::Hidden::Unknown })));
    assert!(matches!(ab.view(A).me.battle.as_ref().map(|s| &s.card), Some(game_core::Hidden::Known(_))), "A knows its own");
    assert_eq!(v.waiting_for, vec![B], "B still answers");
    ab.apply(B, b.clone()).unwrap();
    let mut ba = g.clone();
    ba.apply(B, b).unwrap();
    ba.apply(A, a).unwrap();
    // Either order, the same game (the log alone records who answered first).
    for seat in [A, B] {
        let (mut x, mut y) = (ab.view(seat), ba.view(seat));
        assert_eq!(x.log.len(), y.log.len());
        x.log.clear();
        y.log.clear();
        assert_eq!(format!("{x:?}"), format!("{y:?}"), "either order, the same game");
    }
    // The same for a choice both players' simultaneous effects ask for (8-5-1): 「手札を1枚
    // 捨てたなら、カードを2枚引く」 on both sides.
    let g = duel(5, 5).build();
    assert_eq!(g.decision_seats(), vec![A, B]);
    let pay = |g: &Game, s| Action::Choose(Choice::Pay(vec![g.find_in_hand(s, CardNo(8)).unwrap()]));
    let (pa, pb) = (pay(&g, A), pay(&g, B));
    let mut ab = g.clone();
    let before = ab.view(B);
    ab.apply(A, pa.clone()).unwrap();
    // Nothing of A's answer reaches B: B's view changes only in who is still to answer.
    let mut after = ab.view(B);
    assert_eq!(after.waiting_for, vec![B]);
    after.waiting_for.clone_from(&before.waiting_for);
    assert_eq!(after, before, "A's answer is not shown to B");
    assert_eq!(ab.hand_nos(A).len(), 1, "nor carried out before B answers");
    ab.apply(B, pb.clone()).unwrap();
    let mut ba = g.clone();
    ba.apply(B, pb).unwrap();
    ba.apply(A, pa).unwrap();
    assert_eq!(ab, ba, "either order, the same game (log included)");
    assert_eq!(drew(&ab, A), 2 + 1, "A's choice was carried out (and the next turn's draw)");
    assert_eq!(drew(&ab, B), 2 + 1);
}

/// 1-3-5-1: 「効果やルールにより「~まで」のように上限の数が定め られている場合、特に下限の数の指定がない限り 0 を」
#[test]
fn k1_3_5_1_up_to_allows_zero() {
    let mut g = duel(10, PAPER).build();
    let Some(DecisionKind::Choose { prompt: Prompt::DrawUpTo(2), options, .. }) = g.decision(A).map(|d| d.kind) else { panic!() };
    assert!(options.contains(&Choice::Count(0)));
    g.choose(A, Choice::Count(0)).unwrap();
    assert_eq!(drew(&g, A), 1, "only the draw phase of turn 2");
}

/// 1-3-6: 「あるカードの効果によりカードの情報に修正が加えられる場合、特に指定がない、あるいはルール上で定義されていない限り、情報の数値が 1 未満の端数を含む数にはなりません。マイナスの数値になる場合は、その情報に数値を加減する場合を除き、0 として扱います。」
#[test]
fn k1_3_6_negative_luck_counts_as_zero() {
    let g = duel(912, 12).card(custom(912, Hand::Rock, 1, 1, 0, vec![])).build();
    let (_, luck, _) = last_battle(&g).unwrap();
    assert_eq!(luck.a, 0);
}

/// 1-3-7-1: 「コストとはカードや効果を使用するために必要な代償を指します。カードに表記されている数字の分、コストを支払います。(2-5.参照)」
#[test]
fn k1_3_7_1_cost_is_the_printed_number() {
    let g = duel(ROCK2, SCISSORS).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::CostPaid { seat: A, cards } if cards.len() == 2)));
}

/// 1-3-7-2: 「発動コストとは、カードの効果を発動するために必要な 代償を指します。 (8-3-2.参照)」
#[test]
fn k1_3_7_2_activation_cost() {
    let g = duel(5, ROCK).build();
    let Some(DecisionKind::Choose { prompt: Prompt::PayCost(Cost::DiscardHand(1)), options, .. }) = g.decision(A).map(|d| d.kind) else { panic!() };
    assert_eq!(options[0], Choice::Decline);
    assert_eq!(options.len(), 2);
}

/// 2-1-1: 「カードの持つ固有名称です。」
#[test]
fn k2_1_1_card_names() {
    let cards = builtin_cards();
    let mut ja: Vec<&str> = cards.iter().map(|c| c.name.ja.as_str()).collect();
    ja.sort_unstable();
    ja.dedup();
    assert_eq!(ja.len(), cards.len());
    assert!(cards.iter().all(|c| !c.name.en.is_empty()));
}

/// 2-1-2-1: 「カード効果の中で、『』でカード名の一部を指定されているものがあります。それは、カード名に『』内の文言を含むカードを参照します。」
#[test]
fn k2_1_2_1_part_of_a_name() {
    // 「相手がカード名に『狐』を含むカードなら、自分の運値+3」 against 「戻り狐」.
    let g = duel(25, 17).build();
    let (_, luck, _) = last_battle(&g).unwrap();
    assert_eq!(luck.a, 4 + 3);
    assert!(render(&builtin_cards()[24].abilities[0], Lang::Ja).contains("『狐』"));
}

/// 2-1-1: 「カードの持つ固有名称です。」 (2-1-2: 「カード効果の中で、情報種別の指定なく、「」で指定されているものがあります。それは、そのカード名を持つカードを参照します。」)
#[test]
fn k2_1_1_a_name_in_quotes_refers_to_that_card() {
    // 「相手が「招き猫の番人」なら、自分の運値+3」: against that card only.
    let card = if_opponent(916, CardFilter::Named(CardNo(1)));
    let g = duel(916, 1).card(card.clone()).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 3);
    let g = duel(916, ROCK).card(card).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4, "another Rock card is not 「招き猫の番人」");
}

/// 2-2-1: 「カードのジャンケンを表す情報です。これは、バトルや効果で参照する場合があります。」
#[test]
fn k2_2_1_janken_is_used_in_battle() {
    let g = duel(ROCK, PAPER).build();
    let (hands, _, _) = last_battle(&g).unwrap();
    assert_eq!((hands.a, hands.b), (Hand::Rock, Hand::Paper));
    // And by effects: 「白蛇の祈祷師」 reveals its deck's top card; if it is 《グー》, 運値+2.
    // The top card's printed janken counts, whatever the battle cards show.
    let g = duel(6, PAPER).deck(A, &[ROCK, 8]).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 2, "top card is 《グー》");
    let g = duel(6, PAPER).deck(A, &[PAPER, 8]).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4, "top card is 《パー》");
}

/// 2-2-2: 「ジャンケンは《グー》《チョキ》 《パー》の 3 種類です。」
#[test]
fn k2_2_2_three_kinds() {
    assert_eq!(Hand::ALL.len(), 3);
    let t: Vec<&str> = Hand::ALL.iter().map(|h| crate::render::hand_text(*h, Lang::Ja)).collect();
    assert_eq!(t, vec!["《グー》", "《チョキ》", "《パー》"]);
}

/// 2-2-3: 「ジャンケンは下記の順で勝敗があります。」
#[test]
fn k2_2_3_rock_scissors_paper_order() {
    use crate::card::JankenOutcome::*;
    assert_eq!(Hand::Rock.against(Hand::Scissors), Win);
    assert_eq!(Hand::Scissors.against(Hand::Paper), Win);
    assert_eq!(Hand::Paper.against(Hand::Rock), Win);
    assert_eq!(Hand::Scissors.against(Hand::Rock), Lose);
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().1, ByPlayer::new(6, 2));
}

/// 2-2-4: 「お互いが同じジャンケンの場合、そのジャンケンはあいこになります。」
#[test]
fn k2_2_4_same_janken_is_a_tie() {
    assert_eq!(Hand::Paper.against(Hand::Paper), crate::card::JankenOutcome::Tie);
    let g = duel(ROCK, ROCK2).build();
    assert_eq!(last_battle(&g).unwrap().1, ByPlayer::new(1, 2), "both use 運値(アイコ・マケ)");
}

/// 2-3-1: 「相手とのジャンケンに勝利した場合の、バトルにおける強 さを表す情報です。(7.参照)」
#[test]
fn k2_3_1_luck_win_after_winning_janken() {
    let g = duel(SCISSORS, PAPER).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 3);
}

/// 2-3-2: 「運値は、効果などにより加減される場合があります。」
#[test]
fn k2_3_2_luck_win_changed_by_effect() {
    let g = duel(1, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 5 + 1);
}

/// 2-4-1: 「相手とのジャンケンに敗北、またはあいこの場合の、バトルにおける強さを表す情報です。(7.参照)」
#[test]
fn k2_4_1_luck_lose_after_losing_janken() {
    let g = duel(SCISSORS, ROCK).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 2);
}

/// 2-4-2: 「運値は、効果などにより加減される場合があります。」
#[test]
fn k2_4_2_luck_lose_changed_by_effect() {
    let g = duel(9, PAPER).barrier_n(A, 2).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 2);
}

/// 2-5-1: 「カードがコストフェイズに支払うコストの数値です。 (6-6. 参照)」
#[test]
fn k2_5_1_cost_paid_in_cost_phase() {
    let g = duel(7, SCISSORS).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::CostPaid { seat: A, cards } if cards.len() == 3)));
}

/// 2-6-1: 「カードの持つ固有の効果を表す情報です。」
#[test]
fn k2_6_1_card_effects_are_printed() {
    for c in builtin_cards() {
        assert!(!c.abilities.is_empty());
        assert!(!render_card_text(&c, Lang::Ja).is_empty() && !render_card_text(&c, Lang::En).is_empty());
    }
}

/// 2-6-2: 「カード効果は、特に指示がない場合、バトルエリアでのみ 有効です。」
#[test]
fn k2_6_2_effects_only_in_the_battle_area() {
    // 「相手は効果でカードを引くことができない」 in A's hand does nothing.
    let mut g = sc().battle(A, ROCK, false).battle(B, 5, false).hand(A, &[19]).hand(B, &[8]).at_open().build();
    let c = g.find_in_hand(B, CardNo(8)).unwrap();
    g.choose(B, Choice::Pay(vec![c])).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::Prohibited { .. })), 0);
    assert_eq!(drew(&g, B), 2 + 1);
}

/// 2-6-3: 「カード効果は、先頭に近い方から順に実行します。」
#[test]
fn k2_6_3_effects_run_in_printed_order() {
    let card = custom(913, Hand::Rock, 5, 2, 0, vec![when(
        Trigger::OnOpen,
        Effect::Seq(vec![atom(Atom::Mill { who: Who::Me, n: 1 }), draw(1)]),
    )]);
    let g = duel(913, SCISSORS).card(card).build();
    let m = pos(&g, |e| matches!(e, Event::Milled { seat: A, .. })).unwrap();
    let d = pos(&g, |e| matches!(e, Event::Drew { seat: A, .. })).unwrap();
    assert!(m < d);
}

/// 2-6-4-1: 「カードの効果には、開運コロシアムの「ストーリー」が表記される場合があります。「ストーリー」はゲーム上、意味を持たず、このカードは「元々の効果のないカード」として扱います。」
#[test]
fn k2_6_4_1_story_is_no_effect() {
    let sandal = builtin_cards().into_iter().find(|c| c.no == CardNo(8)).unwrap();
    assert!(matches!(sandal.abilities[0], Ability::Story(_)));
    assert!(sandal.has_no_original_effect());
    // 「相手が元々の効果のないカードなら、相手の運値-1」
    let g = duel(25, 8).build();
    assert_eq!(last_battle(&g).unwrap().1.b, 2 - 1);
}

/// 2-7-1: 「カードの持つ属性を表す情報です。これは、効果で参照する場合があります。」
#[test]
fn k2_7_1_attribute_referenced_by_effects() {
    // 「相手が(太陽)なら、相手はカードを1枚引く」 against a (Sun) card.
    let g = duel(25, 1).build();
    assert_eq!(drew(&g, B), 1 + 1);
    let g = duel(25, 12).build();
    assert_eq!(drew(&g, B), 1);
}

/// 2-7-2: 「カード効果の中で、情報種別の指定なく、(アイコン)で指 定されているものがあります。それは、その属性を持つ カードを参照します。」
#[test]
fn k2_7_2_attribute_icon_in_text() {
    let c = builtin_cards().into_iter().find(|c| c.no == CardNo(25)).unwrap();
    assert!(render_card_text(&c, Lang::Ja).contains("相手が(太陽)なら"));
    assert!(render_card_text(&c, Lang::En).contains("(Sun)"));
    // 「相手が(太陽)なら、自分の運値+3」 refers to a (Sun) card, not to another attribute.
    let card = if_opponent(917, CardFilter::Attribute(crate::card::Attribute::Sun));
    let g = duel(917, 1).card(card.clone()).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 3, "「招き猫の番人」 is (太陽)");
    let g = duel(917, ROCK).card(card).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4, "a (星) card");
}

/// 2-8-1: 「カードの持つ種族を表す情報です。これは、効果で参照する場合があります。」
#[test]
fn k2_8_1_species_referenced_by_effects() {
    let g = duel(2, 1).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 2);
    let g = duel(2, ROCK).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4);
}

/// 2-8-2: 「カード効果の中で、情報種別の指定なく、〈〉で指定されているものがあります。それは、その種族を持つカードを参照します。」
#[test]
fn k2_8_2_species_in_angle_brackets() {
    let c = builtin_cards().into_iter().find(|c| c.no == CardNo(2)).unwrap();
    assert_eq!(render_card_text(&c, Lang::Ja), "【開運時】相手が〈獣〉なら、自分の運値+2。");
    assert_eq!(render_card_text(&c, Lang::En), "[On Open] If your opponent's battle card is a <Beast> card, your Luck +2.");
    // 「相手が〈獣〉なら、自分の運値+3」 refers to a 〈獣〉 card, not to another species.
    let card = if_opponent(918, CardFilter::Species(crate::card::Species::Beast));
    let g = duel(918, 1).card(card.clone()).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 3, "「招き猫の番人」 is 〈獣〉");
    let g = duel(918, ROCK).card(card).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4, "a 〈商人〉 card");
}

/// 2-12-1: 「カードナンバーは、ゲームの準備において参照をします。」
#[test]
fn k2_12_1_card_numbers_in_setup() {
    let mut d = builtin_decks()[0].cards.clone();
    d[0] = CardNo(999);
    assert_eq!(
        Game::new(GameSetup::new(d, builtin_decks()[1].cards.clone(), 1)).err(),
        Some(SetupError::UnknownCard { seat: A, no: CardNo(999) })
    );
}

/// 2-12-2: 「ゲームの準備において、デッキの中に同じカードナンバーのカードは3枚以下である必要があります。」
#[test]
fn k2_12_2_at_most_three_of_a_number() {
    let mut d = builtin_decks()[0].cards.clone();
    d[29] = CardNo(1);
    assert!(matches!(
        Game::new(GameSetup::new(builtin_decks()[1].cards.clone(), d, 1)),
        Err(SetupError::TooManyCopies { seat: B, no: CardNo(1), count: 4, limit: 3 })
    ));
}
