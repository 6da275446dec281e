//! Rules 3 (zones), 4 (basic terms) and 5 (preparing the game).

use super::*;
use crate::ability::{build::*, Atom, CardFilter, Cost, Effect, LuckKind, Trigger, Who};
use crate::action::{Action, Choice};
use crate::decision::{DecisionKind, Prompt};
use crate::event::Event;
use crate::pool::builtin_decks;
use crate::render::{render, Lang};
use crate::setup::{GameSetup, SetupError};
use crate::testkit::{builtin_game, check_view};
use game_core::{Hidden, Rng, Seat::{A, B}};

fn drew(g: &Game, seat: game_core::Seat) -> usize {
    count(g, |e| matches!(e, Event::Drew { seat: s, .. } if *s == seat))
}

/// 3-1-1: 「領域とは、「バトルエリア」「コストエリア」「デッキ」「バリア」「トラッシュ」「手札」を指します。」
#[test]
fn k3_1_1_the_zones() {
    let g = builtin_game(0, 1, 3);
    let v = g.view(A);
    let total = v.me.hand.len() + v.me.deck_count + v.me.barrier_count + v.me.trash.len() + v.me.cost_area.len() + usize::from(v.me.battle.is_some());
    assert_eq!(total, 30);
    assert_eq!((v.me.hand.len(), v.me.deck_count, v.me.barrier_count), (1, 24, 5));
}

/// 3-1-2: 「各領域は特に指定のない限り、各プレイヤーがそれぞれ1 つずつ異なるものを有します。」
#[test]
fn k3_1_2_each_player_has_own_zones() {
    let mut g = duel(18, SCISSORS).hand(A, &[1]).build();
    let c = g.find_in_hand(A, CardNo(1)).unwrap();
    g.choose(A, Choice::Cards(vec![c])).unwrap();
    assert!(g.zones[A].trash.contains(&c));
    assert!(!g.zones[B].trash.contains(&c));
    assert!(g.zones[B].barrier.len() == 3, "B's own barrier: one to the trash, one to the hand");
}

/// 3-1-3: 「各領域にあるカードの枚数はすべてのプレイヤーに公開 されており、いつでも確認することができます。」
#[test]
fn k3_1_3_counts_are_public() {
    let g = builtin_game(0, 1, 3);
    let v = g.view(B);
    assert_eq!(v.opponent.hand.len(), 1);
    assert_eq!(v.opponent.deck_count, 24);
    assert_eq!(v.opponent.barrier_count, 5);
}

/// 3-1-4: 「領域によって、そこに置かれているカードの内容がすべて のプレイヤーに公開されている領域とされていない領域 があります。カードの公開されている領域を公開領域、 されていない領域を非公開領域と呼びます。」
#[test]
fn k3_1_4_public_and_hidden_zones() {
    let g = duel(ROCK, SCISSORS).build();
    let v = g.view(A);
    assert!(v.opponent.trash.iter().any(|c| c.no == CardNo(SCISSORS)), "trash is public");
    assert!(v.opponent.hand.iter().all(|c| *c == Hidden::Unknown), "hand is hidden");
}

/// 3-1-5: 「カードがバトルエリアから別の領域への移動を行う場合、特に指定のない限り、それは新しい領域における新しいカードであるとみなされます。前の領域で適用されていた効果がそのまま適用されることはありません。」
#[test]
fn k3_1_5_leaving_the_battle_area_makes_a_new_card() {
    // 19 gets 運値(カチ)-2 from 12 (an effect on it), loses, returns to hand: the change is gone.
    let g = duel(19, 1).build();
    assert!(g.hand_nos(A).contains(&CardNo(19)));
    let g2 = duel(19, 12).build();
    assert!(g2.hand_nos(A).contains(&CardNo(19)));
    assert!(g2.ts.luck_mods.is_empty());
    assert!(g2.log().iter().any(|e| matches!(e, Event::ToHand { seat: A, .. })));
}

/// 3-1-5: 「カードがバトルエリアから別の領域への移動を行う場合、特に指定のない限り、それは新しい領域における新しいカードであるとみなされます。前の領域で適用されていた効果がそのまま適用されることはありません。」
#[test]
fn k3_1_5_what_applies_to_the_other_card_stays() {
    // B's card changes both cards' 運値 and gives A's card 「【バトル敗北時】手札を1枚捨てたなら、
    // カードを2枚引く」; it wins and returns itself to the hand. What applied to B's card ends,
    // what applies to A's card stays: A still has the gained ability and is asked to pay.
    let gift = when(Trigger::OnBattleLose, opt(Cost::DiscardHand(1), draw(2)));
    let b_card = custom(952, Hand::Rock, 6, 3, 0, vec![
        when(Trigger::OnOpen, Effect::Seq(vec![
            luck(Who::Me, LuckKind::Win, 1),
            luck(Who::Opponent, LuckKind::Lose, -1),
            atom(Atom::Gain { who: Who::Opponent, ability: Box::new(gift.clone()) }),
        ])),
        when(Trigger::OnBattleWin, atom(Atom::ReturnSelfToHand)),
    ]);
    let mut g = duel(SCISSORS, 952).card(b_card).build();
    let (_, luck, outcome) = last_battle(&g).unwrap();
    assert_eq!((luck.a, luck.b, outcome), (2 - 1, 6 + 1, crate::event::BattleOutcome::Won(B)));
    assert!(g.hand_nos(B).contains(&CardNo(952)), "B's card left the battle area");
    let a_card = g.zones[A].battle.unwrap().card;
    assert!(matches!(g.decision(A).map(|d| d.kind), Some(DecisionKind::Choose { prompt: Prompt::PayCost(Cost::DiscardHand(1)), .. })));
    assert_eq!(g.ts.granted, vec![(a_card, gift)], "A's gained ability stays");
    assert_eq!(g.ts.luck_mods, vec![(a_card, LuckKind::Lose, -1)], "the change on A's card stays, B's is gone");
    let c = g.find_in_hand(A, CardNo(8)).unwrap();
    g.choose(A, Choice::Pay(vec![c])).unwrap();
    assert_eq!(drew(&g, A), 2 + 1, "the gained ability resolved (and the next turn's draw)");
}

/// 3-1-6: 「複数のカードが、ある領域に同時に置かれる場合、特に指定のない限り、新しい領域に置く順番はそのカードの所有者が決定します。」
#[test]
fn the_owner_orders_cards_put_into_a_zone_together_3_1_6() {
    // 13 looks at the top 3 (1, 2, 3) after winning; A takes 2, and orders 1 and 3 for the bottom.
    let mut g = sc().battle(A, 13, false).battle(B, SCISSORS, false).deck(A, &[1, 2, 3, 4, 5, 6]).hand(B, &[8]).at_open().build();
    let id_of = |g: &Game, no: u16| g.zones[A].deck.iter().copied().find(|c| g.def(*c).no == CardNo(no)).unwrap();
    let (one, two, three) = (id_of(&g, 1), id_of(&g, 2), id_of(&g, 3));
    g.choose(A, Choice::Take(Some(two))).unwrap();
    let Some(DecisionKind::Choose { prompt: Prompt::BottomOrder(cards), options, .. }) = g.decision(A).map(|d| d.kind) else {
        panic!("the owner is asked for the order: {:?}", g.decision(A))
    };
    assert_eq!(cards.iter().map(|c| c.no).collect::<Vec<_>>(), vec![CardNo(1), CardNo(3)]);
    assert_eq!(options, vec![Choice::Order(vec![one, three]), Choice::Order(vec![three, one])], "every order, nothing else");
    assert!(g.decision(B).is_none_or(|d| !matches!(d.kind, DecisionKind::Choose { prompt: Prompt::BottomOrder(_), .. })));
    assert!(g.choose(A, Choice::Order(vec![one, one])).is_err(), "not an order of these cards");
    g.choose(A, Choice::Order(vec![three, one])).unwrap();
    // (The game went on: the cost phase paid from the top, the next turn drew.)
    assert!(g.deck_nos(A).ends_with(&[CardNo(3), CardNo(1)]), "3 above 1 at the bottom: {:?}", g.deck_nos(A));
    assert!(g.hand_nos(A).contains(&CardNo(2)));
    // With a single card left there is nothing to order.
    let mut g = sc().battle(A, 13, false).battle(B, SCISSORS, false).deck(A, &[1, 2]).hand(B, &[8]).at_open().build();
    let one = id_of(&g, 1);
    g.choose(A, Choice::Take(Some(one))).unwrap();
    assert!(g.decision(A).is_none_or(|d| !matches!(d.kind, DecisionKind::Choose { prompt: Prompt::BottomOrder(_), .. })));
}

/// 3-1-6-1: 「公開領域から非公開領域に複数のカードが同時に置かれる段階で、それらのカードを置く順番をカードの所有者が決定できる場合、所有者でないプレイヤーはそれらのカードが置かれる順番を知ることはできません。」
#[test]
fn k3_1_6_1_order_into_a_hidden_zone_is_unknown_to_others() {
    let mut g = sc().battle(A, 13, false).battle(B, SCISSORS, false).deck(A, &[1, 2, 3, 4]).hand(A, &[8]).hand(B, &[8]).at_open().build();
    g.choose(A, Choice::Take(None)).unwrap();
    let v = g.view(B);
    assert!(v.log.iter().any(|e| matches!(e, Event::Looked { seat: A, cards } if cards.iter().all(|c| *c == Hidden::Unknown))));
    // The looked cards went to the bottom; B sees only the count.
    assert_eq!(v.opponent.deck_count, g.zones[A].deck.len());
}

/// 3-2-1: 「ゲーム開始時に自分のデッキを置く領域です。効果でデッキと指定された場合、それはこの領域を指します。」
#[test]
fn k3_2_1_deck_zone() {
    let g = builtin_game(2, 0, 5);
    assert_eq!(g.view(A).me.deck_count, 30 - 5 - 1);
}

/// 3-2-2: 「デッキは非公開領域です。この領域のカードは裏向きに重ねて置かれ、いずれのプレイヤーもその内容や順番を見ることはできず、その順番を変更することはできません。」
#[test]
fn k3_2_2_deck_is_hidden() {
    let g = builtin_game(2, 0, 5);
    for s in [A, B] {
        check_view(&g, s).unwrap();
        let json = serde_json::to_value(g.view(s)).unwrap();
        assert!(json["me"].get("deck").is_none() && json["me"]["deck_count"] == 24);
    }
}

/// 3-2-3: 「デッキのカードが複数枚同時に移動する場合、1 枚ずつ移動を実行します。」
#[test]
fn k3_2_3_deck_cards_move_one_by_one() {
    // Paying 2 with 1 card in the deck: one card, refresh, then the next (6-6-1-1).
    let g = duel(ROCK2, SCISSORS).deck(A, &[8]).trash(A, &[1, 2]).build();
    let paid = g.log().iter().find_map(|e| match e {
        Event::CostPaid { seat: A, cards } => Some(cards.clone()),
        _ => None,
    });
    assert_eq!(paid.unwrap().len(), 2);
    let refresh = pos(&g, |e| matches!(e, Event::Refreshed { seat: A, .. })).unwrap();
    let paid_at = pos(&g, |e| matches!(e, Event::CostPaid { seat: A, .. })).unwrap();
    assert!(refresh < paid_at);
}

/// 3-2-4: 「デッキをシャッフルすることを求められた場合、そのデッキのカードの順番を無作為に変更します。」
#[test]
fn k3_2_4_shuffle_is_random() {
    let order = |seed| {
        let g = sc().seed(seed).deck(A, &[]).trash(A, &[1, 2, 3, 4, 5, 6, 7, 9, 10, 11]).build();
        g.deck_nos(A)
    };
    let orders: Vec<_> = (0..6).map(order).collect();
    assert!(orders.iter().any(|o| *o != orders[0]));
    assert_eq!(order(3), order(3));
}

/// 3-3-1: 「各プレイヤーがデッキから引いたカードを置く領域です。 効果で手札と指定された場合、それはこの領域を指しま す。」
#[test]
fn k3_3_1_hand_receives_drawn_cards() {
    let g = sc().deck(A, &[1, 2]).build();
    assert_eq!(g.hand_nos(A), vec![CardNo(1)]);
}

/// 3-3-2: 「手札は非公開領域ですが、自身の手札のカードは自由に見ることができ、カードの順番は自身が自由に変えて構い」
#[test]
fn k3_3_2_own_hand_is_visible_to_its_owner() {
    let g = sc().deck(A, &[1, 2]).build();
    assert_eq!(g.view(A).me.hand[0].known().map(|c| c.no), Some(CardNo(1)));
}

/// 3-3-3: 「特に指定のない限り、他のプレイヤーの手札のカードの内容を見ることはできません。」
#[test]
fn k3_3_3_other_hands_are_hidden() {
    let g = sc().deck(A, &[1, 2]).build();
    assert_eq!(g.view(B).opponent.hand, vec![Hidden::Unknown]);
    assert!(g.view(B).log.contains(&Event::Drew { seat: A, card: Hidden::Unknown }));
}

/// 3-3-4: 「手札の枚数に上限はありません。」
#[test]
fn k3_3_4_no_hand_limit() {
    let g = sc().hand(A, &[8; 25]).build();
    assert_eq!(g.hand_nos(A).len(), 26);
}

/// 3-4-1: 「バトルに敗北したカードや、確認後のコストなどが置かれる領域です。効果でトラッシュと指定された場合、それはこの領域を指します。」
#[test]
fn k3_4_1_trash_gets_battle_losers_and_costs() {
    let g = duel(ROCK2, SCISSORS).build();
    assert!(g.trash_nos(B).contains(&CardNo(SCISSORS)));
    assert_eq!(g.trash_nos(A).len(), 2, "the two cost cards");
}

/// 3-4-2: 「トラッシュは公開領域です。この領域のカードは表向きに 重ねて置かれ、いずれのプレイヤーも自由に内容を見る ことができます。自身のトラッシュのカードの順番は自 身が自由に変えて構いません。この領域にカードを置く 場合、基本的にはそれまでにあったカードの上に置きま す。」
#[test]
fn k3_4_2_trash_is_public_and_stacks_on_top() {
    let g = duel(ROCK2, SCISSORS).trash(B, &[1]).build();
    let v = g.view(A);
    assert_eq!(v.opponent.trash.first().map(|c| c.no), Some(CardNo(1)));
    assert_eq!(v.opponent.trash.last().map(|c| c.no), Some(CardNo(SCISSORS)));
}

/// 3-5-1: 「バトルするカードを置く領域です。効果でバトルエリアと 指定された場合、それはこの領域を指します。」
#[test]
fn k3_5_1_battle_area_holds_the_battling_card() {
    let g = duel(ROCK, SCISSORS).build();
    assert_eq!(g.battle_no(A), Some((CardNo(ROCK), true)), "the winner stays");
    assert_eq!(g.battle_no(B), None);
}

/// 3-5-2: 「バトルエリアは公開領域ですが、対戦相手の裏向きのカー ドは確認することができません。」
#[test]
fn k3_5_2_opponent_face_down_card_is_hidden() {
    let mut g = builtin_game(0, 1, 8);
    let c = g.zones[A].hand[0];
    g.apply(A, Action::Set { card: c }).unwrap();
    let b = g.view(B).opponent.battle.unwrap();
    assert!(!b.face_up);
    assert_eq!(b.card, Hidden::Unknown);
    assert!(g.view(A).me.battle.unwrap().card.known().is_some());
    check_view(&g, B).unwrap();
}

/// 3-5-3: 「バトルエリアには、カードを1枚までしか置くことができません。」
#[test]
fn k3_5_3_one_card_at_most() {
    let mut g = sc().battle(A, ROCK, true).battle(B, ROCK, true).hand(A, &[PAPER]).hand(B, &[8]).at_set().build();
    g.set_no(A, CardNo(PAPER)).unwrap();
    assert_eq!(g.battle_no(A), Some((CardNo(PAPER), false)));
    assert!(g.trash_nos(A).contains(&CardNo(ROCK)));
}

/// 3-6-1: 「自身の支払ったコストを置く領域です。効果でコストエリアと指定された場合、それはこの領域を指します。」
#[test]
fn k3_6_1_cost_area_holds_paid_cost() {
    let g = duel(ROCK2, SCISSORS).deck(A, &[1, 2, 3]).build();
    let paid: Vec<CardNo> = g.log().iter().find_map(|e| match e {
        Event::CostPaid { seat: A, cards } => Some(cards.iter().map(|c| c.no).collect()),
        _ => None,
    }).unwrap();
    assert_eq!(paid, vec![CardNo(1), CardNo(2)]);
}

/// 3-6-2: 「コストエリアは公開領域です。この領域のカードは表向き・横向きで置かれます。」
#[test]
fn k3_6_2_cost_area_is_public() {
    let g = duel(ROCK2, SCISSORS).deck(A, &[1, 2, 3]).build();
    assert!(g.view(B).log.iter().any(|e| matches!(e, Event::CostPaid { seat: A, cards } if cards.len() == 2)));
}

/// 3-6-3: 「お互いが、支払ったコストの枚数を確認した後、コストエ リアのカードはトラッシュに置かれます。」
#[test]
fn k3_6_3_cost_area_goes_to_trash() {
    let g = duel(ROCK2, SCISSORS).deck(A, &[1, 2, 3, 4, 5]).build();
    assert!(g.zones[A].cost.is_empty());
    assert_eq!(g.trash_nos(A), vec![CardNo(1), CardNo(2)]);
    assert!(g.log().iter().any(|e| matches!(e, Event::CostAreaCleared { seat: A, count: 2 })));
}

/// 3-7-1: 「自身のバリアが置かれる領域です。効果でバリアと指定された場合、それはこの領域を指します。」
#[test]
fn k3_7_1_barrier_zone() {
    let g = builtin_game(0, 0, 2);
    assert_eq!(g.zones[A].barrier.len(), 5);
    assert_eq!(g.zones[B].barrier.len(), 5);
}

/// 3-7-2: 「バリアは非公開領域です。この領域のカードは裏向きで置かれ、いずれのプレイヤーもその内容を見ることができず、その順番を変更することはできません。」
#[test]
fn k3_7_2_barrier_is_hidden_even_to_its_owner() {
    let g = duel(SCISSORS, ROCK).build();
    let v = g.view(A);
    assert_eq!(v.me.barrier_count, 4);
    let json = serde_json::to_value(&v).unwrap();
    assert!(json["me"].get("barrier").is_none());
    assert!(g.view(B).log.contains(&Event::BarrierToHand { seat: A, card: Hidden::Unknown }));
}

/// 3-7-3: 「バリアのカードが領域を移動する場合、特に指定のない限り、一番上(持ち主から見て右)のカードから順に選択することができます。」
#[test]
fn k3_7_3_barrier_moves_from_the_top() {
    let g = duel(SCISSORS, ROCK).barrier(A, &[1, 2, 3]).build();
    assert!(g.hand_nos(A).contains(&CardNo(3)));
    assert_eq!(g.barrier_nos(A), vec![CardNo(1), CardNo(2)]);
}

/// 3-7-4: 「バリアの枚数に上限はありません。」
#[test]
fn k3_7_4_no_barrier_limit() {
    let card = custom(920, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, atom(Atom::DeckToBarrier { n: 3 }))]);
    let g = duel(920, SCISSORS).card(card).build();
    assert_eq!(g.zones[A].barrier.len(), 8);
}

/// 4-1-1-1: 「効果には、【開運時】【バトル勝利時】【バトル敗北時】 などのキーワード効果が存在します。(10-1.参照)」
#[test]
fn k4_1_1_1_keyword_effects() {
    let g = duel(10, PAPER).build();
    assert!(g.log().iter().any(|e| matches!(e, Event::AbilityTriggered { seat: A, trigger: Trigger::OnBattleWin, .. })));
    assert_eq!(crate::render::trigger_text(Trigger::OnOpen, Lang::Ja), "【開運時】");
}

/// 4-2-1-1: 「カード効果に、「持ち主」と表記されている場合、元々 の所有者を意味します。」
#[test]
fn k4_2_1_1_owner_gets_its_cards() {
    // A's random discard trashes B's card into B's (its owner's) trash.
    let mut g = duel(11, ROCK).hand(B, &[1, 2]).build();
    g.choose(A, Choice::Slot(0)).unwrap();
    assert_eq!(g.trash_nos(B).iter().filter(|n| n.0 == 1 || n.0 == 2).count(), 1);
    g.check_invariants().unwrap();
}

/// 4-2-1-2: 「カード効果に、「自分」と表記されている場合、基本的 には自身のプレイヤーを意味します。」
#[test]
fn k4_2_1_2_me_is_the_player_of_the_effect() {
    let card = custom(921, Hand::Rock, 5, 2, 0, vec![when(Trigger::OnOpen, draw(2))]);
    let g = duel(921, SCISSORS).card(card).build();
    assert_eq!(drew(&g, A), 2 + 1);
    assert_eq!(drew(&g, B), 1);
}

/// 4-2-1-3: 「カード効果に、「相手が」と表記されている場合、対戦 相手のバトルエリアにあるカードを意味します。」
#[test]
fn k4_2_1_3_opponent_ga_means_their_battle_card() {
    // 「相手が〈獣〉なら」 reads the opponent's battle-area card, not their hand.
    let g = duel(2, ROCK).hand(B, &[1]).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4);
}

/// 4-2-1-4: 「カード効果に、「相手の」「相手は」と表記されている 場合、基本的には対戦相手のプレイヤーを意味します。 ※「相手の運値」や「相手の【開運時】効果」のように、対戦 相手のバトルエリアにあるカードを意味する場合もあります。」
#[test]
fn k4_2_1_4_opponent_no_means_the_opponent_player() {
    let mut g = duel(11, ROCK).hand(B, &[1]).build();
    g.choose(A, Choice::Slot(0)).unwrap();
    assert!(g.trash_nos(B).contains(&CardNo(1)));
}

/// 4-2-2: 「ゲームが終了した段階で、各プレイヤーは自身がプレイヤ ーであるカードをすべて取り戻します。」
#[test]
fn k4_2_2_players_take_back_their_cards() {
    let mut g = builtin_game(0, 1, 12);
    let mut rng = Rng::new(12);
    let out = crate::testkit::play_random(&mut g, &mut rng, 5000, false);
    assert!(out.ended);
    g.check_invariants().unwrap();
    for (i, (_, owner)) in g.cards.iter().enumerate() {
        let z = &g.zones[*owner];
        let id = CardId(i as u16);
        assert!(z.deck.contains(&id) || z.hand.contains(&id) || z.trash.contains(&id) || z.barrier.contains(&id) || z.cost.contains(&id) || z.battle.is_some_and(|s| s.card == id));
    }
}

/// 4-3-1: 「「カードを引く」とは、デッキのカードを手札に移動する 行動のひとつです。」
#[test]
fn k4_3_1_draw_moves_deck_to_hand() {
    let g = sc().deck(A, &[3, 4]).build();
    assert_eq!(g.deck_nos(A), vec![CardNo(4)]);
    assert_eq!(g.hand_nos(A), vec![CardNo(3)]);
}

/// 4-3-2: 「「1枚を引く」と指示がある場合、指示されたプレイヤー は自身のデッキの一番上のカード1枚を、他のプレイヤ ーに公開せずに自身の手札に移動します。」
#[test]
fn k4_3_2_draw_the_top_card_unseen() {
    let g = sc().deck(A, &[3, 4]).build();
    assert!(g.view(A).log.iter().any(|e| matches!(e, Event::Drew { seat: A, card: Hidden::Known(c) } if c.no == CardNo(3))));
    assert!(g.view(B).log.contains(&Event::Drew { seat: A, card: Hidden::Unknown }));
}

/// 4-4-1: 「「捨てる」とは、手札のカードをトラッシュに移動する行 動のひとつです。」
#[test]
fn k4_4_1_discard_moves_hand_to_trash() {
    let mut g = duel(18, SCISSORS).hand(A, &[1]).build();
    let c = g.find_in_hand(A, CardNo(1)).unwrap();
    g.choose(A, Choice::Cards(vec![c])).unwrap();
    assert!(g.trash_nos(A).contains(&CardNo(1)));
    assert!(!g.hand_nos(A).contains(&CardNo(1)));
}

/// 4-4-2: 「「1 枚を捨てる」と指示がある場合、指示されたプレイヤ ーは自身の手札1枚を選び、トラッシュに移動します。」
#[test]
fn k4_4_2_discard_one_the_player_chooses() {
    let g = duel(18, SCISSORS).hand(A, &[1, 2]).build();
    let Some(DecisionKind::Choose { prompt: Prompt::Discard(1), options, .. }) = g.decision(A).map(|d| d.kind) else { panic!() };
    assert_eq!(options.len(), 2);
}

/// 4-4-3: 「「ランダムに捨てる」と指示がある場合、指定されたプレ イヤーは、対戦相手に手札を裏向きのまま提示し、対戦 相手のプレイヤーがその中からカードを選択します。選 択されたカードは手札からトラッシュに移動されます。」
#[test]
fn k4_4_3_random_discard_chosen_face_down_by_the_opponent() {
    let g = duel(11, ROCK).hand(B, &[1, 2, 3]).build();
    let d = g.decision(A).unwrap();
    let DecisionKind::Choose { prompt: Prompt::RandomDiscard { hand_size: 3 }, options, .. } = d.kind else { panic!() };
    assert_eq!(options, vec![Choice::Slot(0), Choice::Slot(1), Choice::Slot(2)]);
    assert_eq!(g.decision(B), None);
}

/// 4-5-1: 「カード効果の中で「元々の」と表記する場合があります。」
#[test]
fn k4_5_1_original_in_text() {
    let f = crate::ability::Condition::OpponentCard(CardFilter::NoOriginalEffect);
    let a = crate::ability::Ability::Auto { trigger: Trigger::OnOpen, effect: if_(f, draw(1)) };
    assert!(render(&a, Lang::Ja).contains("元々の効果のないカード"));
}

/// 4-5-2: 「「元々の」とは、そのカードに表記されている運値、属性、 種族などを参照します。」
#[test]
fn k4_5_2_original_means_printed() {
    // 運値 changed by an effect; the printed (元々の) value is unchanged.
    let g = duel(1, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 6);
    assert_eq!(g.card_def(CardNo(1)).unwrap().luck_win, 5);
    // 「元々の効果のないカード」 reads printed text.
    let sandal = g.zones[A].deck.last().copied().unwrap();
    assert!(g.matches(sandal, &CardFilter::NoOriginalEffect));
}

/// 4-6-1: 「カード効果の中で「なら、」と表記する場合があります。」
#[test]
fn k4_6_1_nara_in_text() {
    let c = g_card(7);
    assert!(crate::render::render_card_text(&c, Lang::Ja).contains("なら、"));
}

fn g_card(no: u16) -> CardDef {
    crate::pool::builtin_cards().into_iter().find(|c| c.no == CardNo(no)).unwrap()
}

/// 4-6-2: 「「なら、」と書かれている前文を解決できない場合、その 効果の後文を解決することはできません。」
#[test]
fn k4_6_2_nara_needs_the_former_sentence() {
    // 「デッキの上から1枚をトラッシュに置く。それを実行できたなら、自分の運値+1」 with nothing to mill.
    let g = duel(20, SCISSORS).deck(A, &[]).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 2);
    let g = duel(20, SCISSORS).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 3);
}

/// 4-6-2: 「「なら、」と書かれている前文を解決できない場合、その 効果の後文を解決することはできません。」
#[test]
fn k4_6_2_nara_after_a_draw_that_was_done() {
    // 「カードを2枚引く。それを実行できたなら、自分の運値+3」: both cards drawn, so the +3 applies;
    // when the opponent's card prohibits drawing by effects, it is not done.
    let card = custom(919, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_done(draw(2), luck(Who::Me, LuckKind::Both, 3)))]);
    let g = duel(919, ROCK).card(card.clone()).build();
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 3);
    assert_eq!(drew(&g, A), 2 + 1);
    let g = duel(919, 19).card(card).build();
    assert_eq!(count(&g, |e| matches!(e, Event::Prohibited { seat: A })), 1);
    assert_eq!(last_battle(&g).unwrap().1.a, 4, "運値(アイコ・マケ) 4, no +3");
}

/// 4-6-2: 「「なら、」と書かれている前文を解決できない場合、その 効果の後文を解決することはできません。」
#[test]
fn k4_6_2_nara_after_discarding_or_drawing_up_to() {
    // 「手札を2枚捨てる。それを実行できたなら、自分の運値+3」: with one hand card only one is
    // discarded (8-4-1-5-2), which is not the whole instruction.
    let discard = custom(924, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_done(atom(Atom::Discard { n: 2 }), luck(Who::Me, LuckKind::Both, 3)))]);
    for (hand, luck_a) in [(&[8, 8][..], 4 + 3), (&[8][..], 4)] {
        let mut g = duel(924, ROCK).card(discard.clone()).hand(A, hand).build();
        let cards = g.zones[A].hand.clone();
        g.choose(A, Choice::Cards(cards)).unwrap();
        assert_eq!(count(&g, |e| matches!(e, Event::Discarded { seat: A, .. })), hand.len());
        assert_eq!(last_battle(&g).unwrap().1.a, luck_a, "{} hand cards", hand.len());
    }
    // 「カードを2枚までを引く。それを実行できたなら、自分の運値+3」: drawing the chosen 1 is done;
    // a draw the opponent's card prohibits is not.
    let up_to = custom(925, Hand::Paper, 4, 4, 0, vec![when(Trigger::OnOpen, if_done(atom(Atom::DrawUpTo { n: 2 }), luck(Who::Me, LuckKind::Both, 3)))]);
    let mut g = duel(925, ROCK).card(up_to.clone()).build();
    g.choose(A, Choice::Count(1)).unwrap();
    assert_eq!(drew(&g, A), 1 + 1);
    assert_eq!(last_battle(&g).unwrap().1.a, 4 + 3);
    let mut g = duel(925, 19).card(up_to).build();
    g.choose(A, Choice::Count(1)).unwrap();
    assert_eq!(count(&g, |e| matches!(e, Event::Prohibited { seat: A })), 1);
    assert_eq!(last_battle(&g).unwrap().1.a, 4, "運値(アイコ・マケ) 4 against 《チョキ》, no +3");
}

/// 4-7-1: 「テキスト中に「そして、」と表記する場合があります。」
#[test]
fn k4_7_1_soshite_in_text() {
    assert!(crate::render::render_card_text(&g_card(18), Lang::Ja).contains("そして、"));
}

/// 4-7-2: 「「そして、」と書かれている前文を解決できない場合でも、 そのテキストの後文を解決することができます。」
#[test]
fn k4_7_2_soshite_goes_on_anyway() {
    // 「手札を1枚捨てる。そして、相手のバリア1枚をトラッシュに置く」 with an empty hand.
    let g = sc().battle(A, 18, false).battle(B, SCISSORS, false).hand(B, &[8]).at_open().build();
    assert_eq!(g.zones[B].barrier.len(), 5 - 1 - 1, "one to the trash, one to the hand");
}

/// 4-8-1: 「「N枚までを」と指示がある場合、その効果を発動した時、 その効果の処理を行う直前で 0~N を選び、効果を解決し ます。」
#[test]
fn k4_8_1_up_to_n_chosen_just_before() {
    let mut g = duel(10, PAPER).build();
    let Some(DecisionKind::Choose { options, .. }) = g.decision(A).map(|d| d.kind) else { panic!() };
    assert_eq!(options, vec![Choice::Count(0), Choice::Count(1), Choice::Count(2)]);
    g.choose(A, Choice::Count(2)).unwrap();
    assert_eq!(drew(&g, A), 2 + 1);
}

/// 5-1-1: 「各プレイヤーはゲームの開始前に自身のカードによるデ ッキを用意します。」
#[test]
fn k5_1_1_each_player_brings_a_deck() {
    let d = builtin_decks();
    let g = Game::new(GameSetup::new(d[0].cards.clone(), d[1].cards.clone(), 1)).unwrap();
    let owned_a: Vec<CardNo> = g.cards.iter().filter(|(_, s)| *s == A).map(|(i, _)| g.catalog[*i].no).collect();
    let mut expect = d[0].cards.clone();
    expect.sort();
    let mut got = owned_a;
    got.sort();
    assert_eq!(got, expect);
}

/// 5-1-2-1: 「同一のカードナンバーのカードは、デッキ内にそれぞれ 3枚以下である必要があります。」
#[test]
fn k5_1_2_1_three_copies_at_most() {
    let mut d = builtin_decks()[1].cards.clone();
    d[0] = CardNo(12);
    assert!(matches!(Game::new(GameSetup::new(d, builtin_decks()[1].cards.clone(), 1)), Err(SetupError::TooManyCopies { .. })));
}

/// 5-1-2-2-1: 「デッキ構築に関する永続効果とは、「デッキに(指 定枚数)入れることができる | または「デッキに (指定枚数)しか入れることができない」と記述 されている永続効果を指します。」
#[test]
fn k5_1_2_2_1_deck_building_permanent() {
    let mut d = builtin_decks()[2].cards.clone();
    assert!(Game::new(GameSetup::new(d.clone(), d.clone(), 1)).is_ok());
    d[29] = CardNo(20);
    assert!(matches!(Game::new(GameSetup::new(d, builtin_decks()[0].cards.clone(), 1)), Err(SetupError::TooManyCopies { count: 5, limit: 4, .. })));
}

/// 5-2-1-1: 「このゲームで使用するデッキを提示します。このデッキ は、この時点でのみ 5-1-2.で指定されたデッキ構築に 関するルールを満たしている必要があります。」
#[test]
fn k5_2_1_1_deck_checked_at_setup() {
    let mut d = builtin_decks()[0].cards.clone();
    d.pop();
    assert_eq!(Game::new(GameSetup::new(builtin_decks()[0].cards.clone(), d, 1)).err(), Some(SetupError::DeckSize { seat: B, size: 29 }));
}

/// 5-2-1-2: 「各プレイヤーは自身のデッキを十分にシャッフルしま す。その後、各プレイヤーは自分のデッキを裏向きの まま、デッキの領域に重ねて置きます。」
#[test]
fn k5_2_1_2_decks_are_shuffled() {
    let d = builtin_decks();
    let g1 = Game::new(GameSetup::new(d[0].cards.clone(), d[1].cards.clone(), 1)).unwrap();
    let g2 = Game::new(GameSetup::new(d[0].cards.clone(), d[1].cards.clone(), 2)).unwrap();
    assert_ne!(g1.zones[A].deck, g2.zones[A].deck);
    let listed: Vec<CardId> = (0..30).map(CardId).collect();
    assert_ne!(g1.zones[A].deck, listed[6..].to_vec());
}

/// 5-2-1-3: 「各プレイヤーは自身のデッキの上から 5 枚をバリアに 裏向きで置きます。」
#[test]
fn k5_2_1_3_five_barrier_from_the_top() {
    let d = builtin_decks();
    let g = Game::new(GameSetup::new(d[0].cards.clone(), d[1].cards.clone(), 77)).unwrap();
    let mut ids: Vec<CardId> = (0..30).map(CardId).collect();
    Rng::new(77).shuffle(&mut ids);
    // The deck's top card (last) is the barrier's bottom (first).
    assert_eq!(g.zones[A].barrier, vec![ids[29], ids[28], ids[27], ids[26], ids[25]]);
}

/// 5-2-1-4: 「ゲームを開始します。」
#[test]
fn k5_2_1_4_the_game_starts() {
    let g = builtin_game(0, 1, 1);
    assert_eq!(g.turn(), 1);
    assert!(g.log().contains(&Event::TurnStarted { turn: 1 }));
}

#[allow(dead_code)]
fn _unused(_: Effect, _: Who) {}
