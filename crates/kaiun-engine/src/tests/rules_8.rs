//! Rule 8: effects, their conditions, costs, activation and resolution.

use super::*;
use crate::ability::{build::*, Atom, CardFilter, Cost, Effect, Instead, Replaced, Trigger, Who};
use crate::action::Choice;
use crate::decision::{DecisionKind, Prompt};
use crate::event::{BattleOutcome, EndReason, Event};
use crate::pool::builtin_decks;
use crate::setup::GameSetup;
use game_core::{Hidden, Seat::{A, B}};

fn drew(g: &Game, seat: game_core::Seat) -> usize {
    count(g, |e| matches!(e, Event::Drew { seat: s, .. } if *s == seat))
}

fn options(g: &Game, seat: game_core::Seat) -> Vec<Choice> {
    match g.decision(seat).map(|d| d.kind) {
        Some(DecisionKind::Choose { options, .. }) => options,
        _ => Vec::new(),
    }
}

/// 8-1-1: 「効果は原則、必ず発動し、可能な限り処理を行います。カード効果の中で、「たなら、」と表記されている場合、その処理を任意で選択できます。この、任意で選択できる場合の条件を発動コストと呼びます。」
#[test]
fn k8_1_1_effects_are_mandatory_costs_optional() {
    let g = duel(1, SCISSORS).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::LuckChanged { seat: A, .. })), "no one was asked");
    let mut g = duel(5, ROCK).build();
    g.choose(A, Choice::Decline).unwrap();
    assert_eq!(drew(&g, A), 1);
    assert!(g.log().iter().any(|e| matches!(e, Event::CostDeclined { seat: A })));
}

/// 8-1-2-1-1: 「「自動効果」はカード上、【開運時】【バトル勝利時】【バトル敗北時】と表記されている場合があります。」
#[test]
fn k8_1_2_1_1_automatic_keyword_effects() {
    // Each of the three written timings makes an automatic effect: it activates at its own moment
    // without being asked for, and its effect happens.
    // 【開運時】: when the card is opened.
    let g = duel(12, ROCK).build();
    let opened = pos(&g, |e| matches!(e, Event::Opened { seat: A, .. })).unwrap();
    let fired = pos(&g, |e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnOpen, .. })).unwrap();
    assert!(opened < fired);
    assert!(g.log().iter().any(|e| matches!(e, Event::LuckChanged { seat: B, delta: -2, .. })));
    // 【バトル勝利時】 / 【バトル敗北時】: after the battle, by its outcome, each with its effect.
    for (trigger, wins) in [(Trigger::OnBattleWin, true), (Trigger::OnBattleLose, false)] {
        let card = custom(960, Hand::Rock, if wins { 6 } else { 0 }, 0, 0, vec![when(trigger, draw(2))]);
        let g = duel(960, SCISSORS).card(card).build();
        assert_eq!(last_battle(&g).unwrap().2, if wins { BattleOutcome::Won(A) } else { BattleOutcome::Won(B) }, "{trigger:?}");
        let battle = pos(&g, |e| matches!(e, Event::Battle { .. })).unwrap();
        let fired = pos(&g, |e| matches!(e, Event::AbilityTriggered { seat: A, trigger: t, .. } if *t == trigger)).unwrap();
        assert!(battle < fired, "{trigger:?} after the battle");
        assert_eq!(drew(&g, A), 2 + 1, "{trigger:?}: its effect happened (and the turn's draw)");
    }
}

/// 8-1-2-1-2: 「「自動効果」には条件を満たす必要がある効果があります。」
#[test]
fn k8_1_2_1_2_automatic_effect_with_a_condition() {
    let g = duel(7, PAPER).barrier_n(A, 2).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::WinDeclared { seat: A })));
    let g = duel(7, PAPER).build();
    assert_eq!(count(&g, |e| matches!(e, Event::WinDeclared { .. })), 0);
}

/// 8-1-2-2-1: 「「永続効果」はカード上、「自動効果」「置換効果」に分類できない効果の種類が「永続効果」に 分類される場合があります。」
#[test]
fn k8_1_2_2_1_permanent_effect() {
    let g = duel(14, 1).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityNegated { seat: B, trigger: Trigger::OnOpen, .. })));
    assert_eq!(count(&g, |e| matches!(e, Event::LuckChanged { .. })), 0);
}

/// 8-1-2-2-2: 「「永続効果」には、効果を有効にするために条件を満たす必要がある効果があります。」
#[test]
fn k8_1_2_2_2_permanent_effect_with_a_condition() {
    let g = duel(9, PAPER).barrier_n(A, 3).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4);
    let g = duel(9, PAPER).barrier_n(A, 2).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 6);
}

/// 8-1-2-2-3: 「「永続効果」には、「ルール上」と表記されている場合があり、その場合、その効果は非公開領域に存在する場合でも有効であり、その効果を発生し続けます。」
#[test]
fn k8_1_2_2_3_rules_level_permanent_works_in_hidden_zones() {
    let boy = crate::pool::builtin_cards().into_iter().find(|c| c.no == CardNo(20)).unwrap();
    assert!(matches!(boy.abilities[0], Ability::Permanent { rules_level: true, .. }));
    assert!(crate::render::render(&boy.abilities[0], crate::render::Lang::Ja).starts_with("ルール上、"));
    // Read while every copy is still in the deck.
    let d = builtin_decks()[2].cards.clone();
    assert!(Game::new(GameSetup::new(d.clone(), d, 3)).is_ok());
}

/// 8-1-2-2-4: 「「永続効果」は条件を満たした場合、必ず有効となり、常に効果を発生し続けます。」
#[test]
fn k8_1_2_2_4_permanent_effect_always_on_while_condition_holds() {
    let mut g = sc().battle(A, 9, true).battle(B, PAPER, true).hand(A, &[8]).hand(B, &[8]).barrier_n(A, 3).at_set().build();
    assert_eq!(g.current_luck(A), Some(4));
    let c = g.zones[A].barrier.pop().unwrap();
    g.zones[A].trash.push(c);
    assert_eq!(g.current_luck(A), Some(6));
}

/// 8-1-2-3-2: 「ある状況が一度置換された場合、他の置換効果によって、さらに置換されることはありません。」
#[test]
fn k8_1_2_3_2_replaced_once_is_not_replaced_again() {
    let g = duel(16, PAPER).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert_eq!(count(&g, |e| matches!(e, Event::Replaced { seat: A, .. })), 1);
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: A, .. })), 0);
    assert_eq!(drew(&g, A), 1 + 1, "the replacement's draw, then the draw phase");
    assert_eq!(g.zones[A].barrier.len(), 4);
}

/// 8-1-2-3-3-1: 「ある効果を、効果の先頭に近い方から順に 実行し、その効果の途中で置換効果を適用した場 合、その置換効果を適用した後に、残りの効果を 順に実行します。」
#[test]
fn k8_1_2_3_3_1_replacement_in_the_middle_of_an_effect() {
    let card = custom(930, Hand::Rock, 5, 2, 0, vec![
        Ability::Replacement { event: Replaced::OwnBarrierToHand, instead: Instead::TrashAndDraw(1) },
        when(Trigger::OnOpen, Effect::Seq(vec![
            atom(Atom::BarrierToHand { who: Who::Me, n: 1 }),
            atom(Atom::Mill { who: Who::Opponent, n: 1 }),
        ])),
    ]);
    let g = duel(930, SCISSORS).card(card).build();
    let r = pos(&g, |e| matches!(e, Event::Replaced { seat: A, .. })).unwrap();
    let d = pos(&g, |e| matches!(e, Event::Drew { seat: A, .. })).unwrap();
    let m = pos(&g, |e| matches!(e, Event::Milled { seat: B, .. })).unwrap();
    assert!(r < d && d < m, "the rest of the effect runs after the replacement");
}

/// 6-6-3: 「「6-5.バトルフェイズ」でバトルに敗北または引き分けになったカードはトラッシュに移動します。」 — unless a
/// replacement effect (8-1-2-3: 「「置換効果」とは、何かの代わりに適応する効果を指します。」) puts it elsewhere.
#[test]
fn k6_6_3_a_replacement_keeps_the_loser_out_of_the_trash() {
    // 「戻り狐」: 「このカードがバトルエリアからトラッシュに置かれる場合、代わりに手札に戻す」.
    let g = duel(17, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert!(g.log().iter().any(|e| matches!(e, Event::Replaced { seat: A, card } if card.no == CardNo(17))));
    assert!(g.hand_nos(A).contains(&CardNo(17)), "in the hand instead");
    assert!(!g.trash_nos(A).contains(&CardNo(17)));
    assert_eq!(count(&g, |e| matches!(e, Event::Trashed { seat: A, .. })), 0);
}

/// 6-6-3: 「「6-5.バトルフェイズ」でバトルに敗北または引き分けになったカードはトラッシュに移動します。」 and
/// 7-1-5-4: 「このバトルで敗北したプレイヤーのバリアが 1 枚以上 ある場合、そのプレイヤーは、自分のバリアの上(右)か ら1枚を手札に加えます。」 —
/// each replaced only by a replacement effect for that event (8-1-2-3).
#[test]
fn k6_6_3_each_replacement_applies_to_its_own_event() {
    // A card with two replacements, in either printed order: 「自分のバリアが手札に加わる場合、代わりに
    // そのカードをトラッシュに置き、カードを1枚引く」 and 「このカードがトラッシュに置かれる場合、代わり
    // に手札に戻す」. It loses: its barrier card is trashed and one card drawn, and the card itself
    // returns to the hand; neither replacement applies to the other's event.
    let barrier = Ability::Replacement { event: Replaced::OwnBarrierToHand, instead: Instead::TrashAndDraw(1) };
    let itself = Ability::Replacement { event: Replaced::SelfToTrash, instead: Instead::ToHand };
    for (no, abilities) in [(940, vec![barrier.clone(), itself.clone()]), (941, vec![itself.clone(), barrier.clone()])] {
        let g = duel(no, PAPER).card(custom(no, Hand::Rock, 1, 1, 0, abilities)).build();
        assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B), "{no}");
        assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: A, .. })), 0, "{no}");
        assert_eq!(drew(&g, A), 1 + 1, "{no}: the replacement's draw and the next turn's");
        assert_eq!(g.zones[A].barrier.len(), 4, "{no}");
        assert!(g.hand_nos(A).contains(&CardNo(no)), "{no}: the card returned to the hand");
        assert_eq!(g.trash_nos(A).len(), 1, "{no}: only the barrier card is in the trash");
    }
}

/// 8-3-1-1: 「条件が満たされていない限り、「なら、」以降の効果は 解決されません。」
#[test]
fn k8_3_1_1_a_count_condition_holds_at_exactly_n() {
    // 「自分の手札が2枚以上なら、自分の運値+3」: two cards is enough, one is not; and 「相手の手札が
    // 2枚以上なら」 reads the opponent's hand.
    let mine = custom(942, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_(
        crate::ability::Condition::HandAtLeast { who: Who::Me, n: 2 }, luck(Who::Me, crate::ability::LuckKind::Both, 3),
    ))]);
    let theirs = custom(943, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_(
        crate::ability::Condition::HandAtLeast { who: Who::Opponent, n: 2 }, luck(Who::Me, crate::ability::LuckKind::Both, 3),
    ))]);
    for (hand, luck_a) in [(&[8, 8][..], 4 + 3), (&[8][..], 4), (&[8, 8, 8][..], 4 + 3)] {
        let g = duel(942, ROCK).card(mine.clone()).hand(A, hand).build();
        assert_eq!(last_battle(&g).unwrap().1.a, luck_a, "{} in my hand", hand.len());
        let g = duel(943, ROCK).card(theirs.clone()).hand(B, hand).build();
        assert_eq!(last_battle(&g).unwrap().1.a, luck_a, "{} in the opponent's hand", hand.len());
    }
}

/// 8-2-1-1: 「効果の一部または全部が特定の条件下で無効であると表記されている場合、その効果を発生することはありません。その効果が本来何らかの選択を求める場合、その選択は行いません。その効果に発動コストがある場合、その発動コストを支払うことはできません。」
#[test]
fn k8_2_1_1_negated_effect_asks_nothing() {
    let g = duel(14, 5).build();
    assert!(options(&g, B).is_empty());
    assert_eq!(g.turn(), 2);
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityNegated { seat: B, .. })));
    assert_eq!(count(&g, |e| matches!(e, Event::Discarded { seat: B, .. })), 0);
}

/// 8-2-1-1: 「効果の一部または全部が特定の条件下で無効であると表記されている場合、その効果を発生することはありません。その効果が本来何らかの選択を求める場合、その選択は行いません。その効果に発動コストがある場合、その発動コストを支払うことはできません。」
#[test]
fn k8_2_1_1_only_a_negated_effect_is_reported_negated() {
    // 「逆さ鳥居の影」 negates 【開運時】 only: the opponent's 【バトル敗北時】 is neither negated nor
    // reported so, and without a negator nothing is.
    let g = duel(1, SCISSORS).build();
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityNegated { .. })), 0);
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnOpen, .. })));
    let card = custom(956, Hand::Rock, 1, 1, 0, vec![when(Trigger::OnBattleLose, draw(1))]);
    let g = duel(956, 14).card(card).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert_eq!(count(&g, |e| matches!(e, Event::AbilityNegated { .. })), 0, "【バトル敗北時】 is not negated");
    assert_eq!(drew(&g, A), 1 + 1, "it resolved (and the next turn's draw)");
}

/// 8-2-1-2: 「効果の一部または全部が特定の条件下でのみ有効であると表記されている場合、その条件が満たされていない状態では、その部分は無効です。」
#[test]
fn k8_2_1_2_valid_only_under_a_condition() {
    let mut g = sc().battle(A, 9, true).battle(B, PAPER, true).hand(A, &[8]).hand(B, &[8]).barrier_n(A, 5).at_set().build();
    assert_eq!(g.current_luck(A), Some(4), "barrier 5: the +2 is not valid");
    g.zones[A].barrier.truncate(1);
    assert_eq!(g.current_luck(A), Some(6));
}

/// 8-2-1-3: 「効果が無効になっているカードは「元々の効果のないカード」 としては扱いません。」
#[test]
fn k8_2_1_3_negated_card_still_has_effects() {
    let g = sc().battle(A, 14, true).battle(B, 5, true).hand(A, &[8]).hand(B, &[8]).at_set().build();
    let b = g.zones[B].battle.unwrap().card;
    assert!(!g.matches(b, &CardFilter::NoOriginalEffect));
    let f = g.zones[A].deck[0];
    assert!(g.matches(f, &CardFilter::NoOriginalEffect));
}

/// 8-3-1-1: 「条件が満たされていない限り、「なら、」以降の効果は 解決されません。」
#[test]
fn k8_3_1_1_condition_not_met() {
    let g = duel(2, ROCK).build();
    assert_eq!(count(&g, |e| matches!(e, Event::LuckChanged { .. })), 0);
}

/// 8-3-1-2: 「1つの効果に複数の条件がある場合、その条件すべてが 満たされていることを確認します。別の効果によって 条件が追加されている場合、それらの条件すべてが満 たされていることを確認します。」
#[test]
fn k8_3_1_2_every_condition() {
    let g = duel(21, ROCK).trash(A, &[8; 15]).build();
    assert_eq!(g.result(), None, "the opponent still has 5 barrier");
    let g = duel(21, ROCK).trash(A, &[8; 15]).barrier_n(B, 1).build();
    assert_eq!(g.result().unwrap().reason, EndReason::CardEffect);
}

/// 8-3-2-1: 「発動コストは任意で選択でき、効果を解決しないことを 選べます。発動コストのすべてを解決できる場合にの み、発動コストを解決することを選べます。」
#[test]
fn k8_3_2_1_cost_only_if_fully_payable() {
    let g = sc().battle(A, 5, false).battle(B, ROCK, false).hand(B, &[8]).at_open().build();
    assert!(options(&g, A).is_empty(), "no hand card to discard");
    assert_eq!(g.turn(), 2);
    assert_eq!(drew(&g, A), 1);
}

/// 8-3-2-2: 「発動コストの一部分のみを解決することはできません。 発動コストを解決することを選択した場合、発動コス」
#[test]
fn k8_3_2_2_all_of_the_cost() {
    let card = custom(931, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, opt(Cost::DiscardHand(2), draw(3)))]);
    let g = duel(931, SCISSORS).card(card.clone()).build();
    assert!(options(&g, A).is_empty(), "one hand card cannot pay 2");
    assert_eq!(g.turn(), 2);
    let g = duel(931, SCISSORS).card(card).hand(A, &[1, 2]).build();
    let opts = options(&g, A);
    assert_eq!(opts.len(), 2);
    assert!(matches!(&opts[1], Choice::Pay(v) if v.len() == 2));
}

/// 8-3-2-3: 「発動コストはその条件を達成しない限り、「たなら、」 以降の効果は解決されません。」
#[test]
fn k8_3_2_3_unpaid_cost_no_effect() {
    let mut g = duel(23, PAPER).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    g.choose(A, Choice::Decline).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToTrash { seat: B, .. })), 0);
    let mut g = duel(23, PAPER).build();
    g.choose(A, Choice::Pay(vec![])).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToTrash { seat: B, .. })), 1);
}

/// 8-4-1-1: 「発動するための条件がある場合、その条件を満たしている必要があります。条件を満たしていない限り発動ができません。」
#[test]
fn k8_4_1_1_activation_condition() {
    let g = duel(26, SCISSORS).build();
    assert!(options(&g, A).is_empty(), "lost the janken");
    assert_eq!(g.turn(), 2);
    let g = duel(26, ROCK).build();
    assert!(matches!(g.decision(A).unwrap().kind, DecisionKind::Choose { prompt: Prompt::PayCost(Cost::BarrierToTrash(1)), .. }));
}

/// 8-4-1-2: 「発動する効果を指定します。それが手札のカードが持つ効果である場合、そのカードを公開します。」
#[test]
fn k8_4_1_2_the_effect_is_announced() {
    let g = duel(12, ROCK).build();
    assert!(g.view(B).log.iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, card, .. } if card.no == CardNo(12))));
}

/// 8-4-1-3: 「発動するための発動コストがある場合、その発動コストを決定し、すべての発動コストを支払います。」
#[test]
fn k8_4_1_3_costs_paid_first() {
    let mut g = duel(5, ROCK).build();
    let c = g.find_in_hand(A, CardNo(8)).unwrap();
    g.choose(A, Choice::Pay(vec![c])).unwrap();
    let p = pos(&g, |e| matches!(e, Event::Discarded { seat: A, .. })).unwrap();
    let d = pos(&g, |e| matches!(e, Event::Drew { seat: A, .. })).unwrap();
    assert!(p < d);
    assert_eq!(drew(&g, A), 2 + 1);
}

/// 8-4-1-4: 「実際に効果を発動します。」
#[test]
fn k8_4_1_4_the_effect_is_activated_then_resolved() {
    let g = duel(1, SCISSORS).build();
    let t = pos(&g, |e| matches!(e, Event::AbilityTriggered { seat: A, .. })).unwrap();
    let l = pos(&g, |e| matches!(e, Event::LuckChanged { seat: A, .. })).unwrap();
    assert!(t < l);
}

/// 8-4-1-5-1: 「効果に「~までを」「~を」と書かれている場合、解決の際に、その指示があった段階でそこで示された選ぶべきカードやプレイヤー等を選択します。」
#[test]
fn k8_4_1_5_1_choices_made_when_reached() {
    let g = sc().battle(A, 13, false).battle(B, SCISSORS, false).deck(A, &[1, 2, 3, 4]).hand(B, &[8]).at_open().build();
    let DecisionKind::Choose { prompt: Prompt::LookTop(cards), .. } = g.decision(A).unwrap().kind else { panic!() };
    assert_eq!(cards.iter().map(|c| c.no).collect::<Vec<_>>(), vec![CardNo(1), CardNo(2), CardNo(3)]);
}

/// 8-4-1-5-2: 「選ぶ数が指定されている場合、それが可能な限り その数になるまで、選ぶべきカードやプレイヤ ー等を選択する義務があります。ただし、「~ま でを」と表記されている場合、0を選ぶこともで きます。」
#[test]
fn k8_4_1_5_2_choose_as_many_as_possible() {
    let card = custom(932, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, atom(Atom::Discard { n: 2 }))]);
    let g = duel(932, SCISSORS).card(card.clone()).hand(A, &[1, 2, 3]).build();
    let opts = options(&g, A);
    assert_eq!(opts.len(), 3);
    assert!(opts.iter().all(|o| matches!(o, Choice::Cards(v) if v.len() == 2)));
    let g = duel(932, SCISSORS).card(card).hand(A, &[1]).build();
    assert_eq!(options(&g, A).len(), 1);
}

/// 8-4-1-5-3: 「選ぶものが、公開されていない非公開領域のカードであり、かつ選ぶための条件としてカードの情報を必要としている場合、非公開領域のカードがその情報を持つことは保障されません。選ぶプレイヤーは、その領域に条件を満たすカードがあったとしても、そのカードを選ばないことを選択できます。」
#[test]
fn k8_4_1_5_3_may_choose_none_from_a_hidden_zone() {
    let mut g = duel(10, ROCK).deck(A, &[1, 9, 10, 8, 8]).build();
    let opts = options(&g, A);
    assert_eq!(opts[0], Choice::Take(None));
    assert_eq!(opts.len(), 4);
    g.choose(A, Choice::Take(None)).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::TookFromDeck { .. })), 0);
    assert!(g.log().iter().any(|e| matches!(e, Event::Shuffled { seat: A })));
}

/// 8-4-1-5-4: 「効果の中で特に、選ぶベきカードやプレイヤー等を選択する指示が無い場合、その効果がカードに対するものであれば、効果の発生源であるカードを指し、プレイヤーに対するものであれば、その効果のプレイヤーを指します。」
#[test]
fn k8_4_1_5_4_no_target_means_the_source() {
    let g = duel(1, SCISSORS).build();
    let src = g.zones[A].battle.unwrap().card;
    assert!(g.log().iter().any(|e| matches!(e, Event::LuckChanged { seat: A, card, .. } if card.id == src)));
}

/// 8-4-1-5-5: 「デッキからカードを選ぶ場合、デッキの表面を確認し、その中から指定されたカードを選びます。」
#[test]
fn k8_4_1_5_5_searching_sees_the_deck() {
    let g = duel(10, ROCK).deck(A, &[1, 9, 2, 8, 8]).build();
    let DecisionKind::Choose { prompt: Prompt::Search(CardFilter::Species(_)), options, .. } = g.decision(A).unwrap().kind else { panic!() };
    let nos: Vec<CardNo> = options.iter().filter_map(|o| match o {
        Choice::Take(Some(c)) => Some(g.def(*c).no),
        _ => None,
    }).collect();
    assert_eq!(nos.len(), 2);
    assert!(nos.contains(&CardNo(1)) && nos.contains(&CardNo(9)));
    // Only the searching seat sees them.
    assert_eq!(g.view(B).decision, None);
}

/// 8-5-1: 「お互いのプレイヤーが同時に効果の発動タイミングを満 たした場合、それらの効果は同時に処理が行われます。」
#[test]
fn k8_5_1_simultaneous_effects_resolve_together() {
    let mut g = duel(5, 5).build();
    assert_eq!(g.decision_seats(), vec![A, B]);
    let a = g.find_in_hand(A, CardNo(8)).unwrap();
    g.choose(A, Choice::Pay(vec![a])).unwrap();
    assert_eq!(g.hand_nos(A).len(), 1, "nothing happens until both have chosen");
    g.choose(B, Choice::Decline).unwrap();
    assert_eq!(drew(&g, A), 2 + 1);
}

#[allow(dead_code)]
fn _unused(_: Hidden<u8>) {}

/// 8-1-2-3-1: 「ある状況が置換できる状態で、置換を適用しない ことを選択した場合、その置換効果は解決され ていません。」
#[test]
fn k8_1_2_3_1_declining_an_optional_replacement() {
    // 「このカードがバトルエリアからトラッシュに置かれる場合、代わりに手札に戻すことができる」
    let mut g = duel(29, 12).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    let d = g.decision(A).unwrap();
    assert!(matches!(d.kind, DecisionKind::Replace { card } if card.no == CardNo(29)));
    assert_eq!(g.legal_actions(A), vec![crate::Action::Choose(Choice::Replace(true)), crate::Action::Choose(Choice::Replace(false)), crate::Action::Concede]);
    g.choose(A, Choice::Replace(false)).unwrap();
    assert!(g.trash_nos(A).contains(&CardNo(29)), "not applied: the card goes to the trash");
    assert_eq!(count(&g, |e| matches!(e, Event::Replaced { .. })), 0);
    let mut g = duel(29, 12).build();
    g.choose(A, Choice::Replace(true)).unwrap();
    assert!(g.hand_nos(A).contains(&CardNo(29)));
    assert_eq!(g.turn(), 2);
}

/// 8-1-2-3-1: 「ある状況が置換できる状態で、置換を適用しない ことを選択した場合、その置換効果は解決され ていません。」
#[test]
fn k8_1_2_3_1_optional_replacement_when_setting_over_it() {
    let mut g = sc().battle(A, 29, true).battle(B, ROCK, true).hand(A, &[PAPER]).hand(B, &[8]).at_set().build();
    g.set_no(A, CardNo(PAPER)).unwrap();
    assert!(matches!(g.decision(A).unwrap().kind, DecisionKind::Replace { .. }));
    assert_eq!(g.battle_no(A), Some((CardNo(29), true)), "nothing moved yet");
    g.choose(A, Choice::Replace(true)).unwrap();
    assert_eq!(g.battle_no(A), Some((CardNo(PAPER), false)));
    assert!(g.hand_nos(A).contains(&CardNo(29)));
}

/// 8-2-1-5: 「効果が無効になっているカードが新たに効果を得た場合、その効果は特に指示がない場合、無効になりません。」
#[test]
fn k8_2_1_5_gained_ability_of_a_negated_card_works() {
    // B's card negates A's printed abilities and gives A's card a new one; that one works.
    let gift = when(Trigger::OnBattleLose, draw(2));
    let b_card = custom(950, Hand::Rock, 6, 3, 0, vec![
        Ability::Permanent { rules_level: false, condition: None, modifier: crate::ability::Modifier::NegateOpponentCard },
        when(Trigger::OnOpen, atom(Atom::Gain { who: Who::Opponent, ability: Box::new(gift) })),
    ]);
    // A's 「招き猫の番人」 would give itself 運値(カチ)+1; it is negated.
    let g = duel(1, 950).card(b_card).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityNegated { seat: A, trigger: Trigger::OnOpen, .. })));
    assert_eq!(count(&g, |e| matches!(e, Event::LuckChanged { .. })), 0);
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnBattleLose, .. })));
    assert_eq!(drew(&g, A), 2 + 1);
}

/// 8-2-1-1: 「効果の一部または全部が特定の条件下で無効であると表記されている場合、その効果を発生することはありません。その効果が本来何らかの選択を求める場合、その選択は行いません。その効果に発動コストがある場合、その発動コストを支払うことはできません。」
#[test]
fn k8_2_1_1_negated_card_has_no_permanent_or_replacement() {
    // 「封じ札の巫覡」 negates 「守り札の職人」's replacement: the barrier goes to the hand.
    let sealer = custom(951, Hand::Paper, 5, 3, 0, vec![Ability::Permanent { rules_level: false, condition: None, modifier: crate::ability::Modifier::NegateOpponentCard }]);
    let g = duel(16, 951).card(sealer).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(B));
    assert_eq!(count(&g, |e| matches!(e, Event::Replaced { .. })), 0);
    assert_eq!(count(&g, |e| matches!(e, Event::BarrierToHand { seat: A, .. })), 1);
}

#[test]
fn gained_ability_lasts_this_turn() {
    let g = duel(31, 8).build();
    assert_eq!(last_battle(&g).unwrap().2, BattleOutcome::Won(A));
    assert_eq!(drew(&g, A), 1 + 1, "the gained 【バトル勝利時】 drew one");
    assert!(g.ts.granted.is_empty(), "gone at the end of the turn");
}
