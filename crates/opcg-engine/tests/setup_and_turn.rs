//! Rule tests of chapter 5 (setup, deck rules) and chapter 6 (the turn).
mod support;
use support::*;

fn errs(a: DeckList, b: DeckList) -> Vec<SetupError> {
    Game::new(testkit::setup_with(a, b, 1)).err().unwrap_or_default()
}

/// 5-1-1. 各プレイヤーはゲームの開始前に自身のカードによるリーダーカード、デッキ、ドン!!デッキを用意します。
#[test]
fn r5_1_1_each_player_brings_leader_deck_and_don() {
    let g = started_game(3);
    for s in Seat::BOTH {
        assert_eq!(g.card_count(s), 51);
        let (d, a, r) = g.don(s);
        assert_eq!(u32::from(d + a + r), 10);
    }
}

/// 5-1-2-1. デッキはキャラクターカード、イベントカード、ステージカードで構成された束を指します。
#[test]
fn r5_1_2_1_deck_holds_only_characters_events_stages() {
    let mut a = testkit::deck_a();
    a.main[0] = "TST-L02".into();
    assert!(errs(a, testkit::deck_b()).iter().any(|e| matches!(e, SetupError::NotADeckCard { seat: Seat::A, .. })));
}

/// 5-1-2-2. 構築するときは、リーダーの色を含む色のカードのみを入れる事ができます。リーダーの色を含まない色のカードはデッキに入れる事ができません。
#[test]
fn r5_1_2_2_only_the_leaders_colours() {
    let mut a = testkit::deck_a();
    a.main[0] = "TST-090".into();
    assert!(errs(a, testkit::deck_b()).contains(&SetupError::ColourNotAllowed { seat: A, number: "TST-090".into() }));
}

/// 5-1-2-3. 同一のカードナンバーのカードは、デッキ内にそれぞれ４枚以下である必要があります。
#[test]
fn r5_1_2_3_at_most_four_of_a_number() {
    let mut a = testkit::deck_a();
    a.main[0] = "TST-002".into(); // five TST-002
    assert!(errs(a, testkit::deck_b()).iter().any(|e| matches!(e, SetupError::TooManyCopies { found: 5, allowed: 4, .. })));
}

/// 2-14-2. ゲームの準備において、デッキの中に同じカードナンバーのカードは４枚以下である必要があります。
#[test]
fn r2_14_2_four_copies_are_allowed() {
    let a = testkit::deck_a();
    let most = a.main.iter().map(|n| a.main.iter().filter(|m| *m == n).count()).max();
    assert_eq!(most, Some(4), "the deck holds four copies of a number");
    assert!(errs(a, testkit::deck_b()).is_empty(), "four copies: a legal deck");
}

/// 5-1-2-4-1. デッキ構築に関する効果とは、「デッキに指定枚数あるは指定種類のカードを入れることができる」または「デッキに指定枚数あるは指定種類のカードを入れることできない」と記述されている効果を指します。7
#[test]
fn r5_1_2_4_1_deck_construction_effects_change_the_rules() {
    let mut main = vec!["TST-001".to_string(); 10];
    main.extend(["TST-002", "TST-008", "TST-011", "TST-013", "TST-015", "TST-018", "TST-021", "TST-025", "TST-027", "TST-030"].iter().flat_map(|n| std::iter::repeat_n(n.to_string(), 4)));
    let ok_deck = DeckList { leader: "TST-L03".into(), main: main.clone() };
    assert_eq!(errs(ok_deck.clone(), testkit::deck_b()), vec![], "ten copies allowed by the leader");
    let mut bad = ok_deck;
    bad.main[49] = "TST-004".into(); // cost 4: forbidden by the leader
    assert!(errs(bad, testkit::deck_b()).contains(&SetupError::ForbiddenByLeader { seat: A, number: "TST-004".into() }));
}

/// 5-1-2-4-2. デッキ構築に関する効果はデッキを準備する際に効果が発生します。
#[test]
fn r5_1_2_4_2_deck_rules_apply_when_preparing_the_deck() {
    let mut main = vec!["TST-001".to_string(); 11];
    main.extend(std::iter::repeat_n("TST-002".to_string(), 39));
    let e = errs(DeckList { leader: "TST-L03".into(), main }, testkit::deck_b());
    assert!(e.iter().any(|e| matches!(e, SetupError::TooManyCopies { number, allowed: 10, .. } if number == "TST-001")));
}

/// 5-2-1-1. このゲームで使用するデッキを提示します。このデッキは、この時点でのみ 5-1-2.で指定されたデッキ構築に関するルールを満たしている必要があります。
#[test]
fn r5_2_1_1_every_violation_is_reported() {
    let mut a = testkit::deck_a();
    a.main.pop();
    a.main.push("NOPE-1".into());
    a.main.push("TST-090".into());
    let mut b = testkit::deck_b();
    b.leader = "TST-001".into();
    let mut s = testkit::setup_with(a, b, 1);
    s.options.don_deck = 9;
    let e = Game::new(s).err().unwrap_or_default();
    assert!(e.contains(&SetupError::DonDeckSize { found: 9 }));
    assert!(e.contains(&SetupError::DeckSize { seat: A, found: 51 }));
    assert!(e.contains(&SetupError::UnknownCard { seat: A, number: "NOPE-1".into() }));
    assert!(e.contains(&SetupError::ColourNotAllowed { seat: A, number: "TST-090".into() }));
    assert!(e.contains(&SetupError::LeaderNotALeader { seat: B, number: "TST-001".into() }));
}

/// 5-2-1-2. 各プレイヤーは自分のデッキを十分にシャッフルします。その後、各プレイヤーは自分のデッキを裏向きのまま、デッキに重ねて置きます。
#[test]
fn r5_2_1_2_decks_are_shuffled() {
    let a = Game::new(testkit::setup(1)).unwrap();
    let b = Game::new(testkit::setup(2)).unwrap();
    let na = numbers(&a, &a.deck(A));
    let nb = numbers(&b, &b.deck(A));
    assert_ne!(na, nb);
    assert!(a.events().iter().any(|e| matches!(e, Event::DeckShuffled { .. })));
}

/// 5-2-1-3. 各プレイヤーはリーダーカードの表面を上にしてリーダーエリアに置きます。
#[test]
fn r5_2_1_3_leaders_are_placed_face_up() {
    let g = Game::new(testkit::setup(1)).unwrap();
    assert_eq!(g.number_of(g.leader(A)), Some("TST-L01"));
    assert_eq!(g.view(B).sides[A].leader.card.number, "TST-L01");
}

/// 5-2-1-4-1. 先攻か後攻を選べるプレイヤーの決定に、何らかの意思の介入は認められません。
#[test]
fn r5_2_1_4_1_the_chooser_is_random() {
    let seats: Vec<Seat> = (0..20).map(|s| Game::new(testkit::setup(s)).unwrap().decision_seat().unwrap()).collect();
    assert!(seats.contains(&A) && seats.contains(&B));
}

/// 5-2-1-5-1. リーダーに「ゲーム開始時」と記された効果がある場合、この時点でその効果の処理を行います。「ゲーム開始時」と記された効果が複数ある場合、先攻か後攻を選んだプレイヤーから任意の順番で処理を行い、その後、先攻か後攻を選んでいないプレイヤーが任意の順番で処理を行います。
#[test]
fn r5_2_1_5_1_start_of_game_leader_effects() {
    let mut main = vec!["TST-001".to_string(); 10];
    main.extend(["TST-002", "TST-008", "TST-011", "TST-013", "TST-015", "TST-018", "TST-021", "TST-025", "TST-027", "TST-030"].iter().flat_map(|n| std::iter::repeat_n(n.to_string(), 4)));
    let mut g = Game::new(testkit::setup_with(DeckList { leader: "TST-L03".into(), main }, testkit::deck_b(), 5)).unwrap();
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: true });
    assert_eq!(g.don(A), (9, 0, 1), "the leader added 1 rested DON!! at the start of the game");
    assert_eq!(g.don(B), (10, 0, 0));
}

/// 5-2-1-5-2. 「ゲーム開始時」と記された効果によってデッキを操作した場合、その操作を行ったデッキの持ち主はそのデッキをシャッフルします。
#[test]
fn r5_2_1_5_2_deck_touched_at_start_is_shuffled() {
    let mut main = vec!["TST-001".to_string(); 10];
    main.extend(["TST-002", "TST-008", "TST-011", "TST-013", "TST-015", "TST-018", "TST-021", "TST-025", "TST-027", "TST-030"].iter().flat_map(|n| std::iter::repeat_n(n.to_string(), 4)));
    let mut g = Game::new(testkit::setup_with(DeckList { leader: "TST-L03".into(), main }, testkit::deck_b(), 5)).unwrap();
    let c = seat_now(&g);
    let ev = ok!(g, c, Action::ChooseFirst { go_first: true });
    assert!(ev.contains(&Event::DeckShuffled { seat: A }));
    assert!(!ev.contains(&Event::DeckShuffled { seat: B }));
}

/// 5-2-1-6-1. 手札全てをデッキに戻してシャッフルすることができます。そうした場合、改めて５枚のカードを引きます。
#[test]
fn r5_2_1_6_1_mulligan_first_player_then_second() {
    let mut g = Game::new(testkit::setup(7)).unwrap();
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: false });
    let first = c.other();
    assert_eq!(g.decision_seat(), Some(first));
    assert!(matches!(kind(&g), Some(DecisionKind::Mulligan)));
    let before = g.hand(first);
    let ev = ok!(g, first, Action::Mulligan { redraw: true });
    assert!(ev.contains(&Event::DeckShuffled { seat: first }));
    assert_eq!(g.hand(first).len(), 5);
    assert!(before.iter().all(|id| g.zone_of(*id).is_none()), "the old hand went back to the deck");
    assert_eq!(g.decision_seat(), Some(c));
    ok!(g, c, Action::Mulligan { redraw: false });
    assert_eq!(g.turn_player(), first);
}

/// 5-2-1-6-1. 手札全てをデッキに戻してシャッフルすることができます。そうした場合、改めて５枚のカードを引きます。
/// 3-2-4. デッキをシャッフルすることを求められた場合、そのデッキのカードの順番を無作為に変更します。
/// The hand put back is shuffled in, so the 5 cards drawn again are not simply the same 5 — over
/// a few seeds the new hand differs from the old one.
#[test]
fn r5_2_1_6_1_the_hand_put_back_is_shuffled_in() {
    let changed = (1..=6).filter(|&seed| {
        let mut g = Game::new(testkit::setup(seed)).unwrap();
        let c = seat_now(&g);
        ok!(g, c, Action::ChooseFirst { go_first: true });
        let mut before = numbers(&g, &g.hand(c));
        ok!(g, c, Action::Mulligan { redraw: true });
        let mut after = numbers(&g, &g.hand(c));
        before.sort();
        after.sort();
        before != after
    }).count();
    assert!(changed > 0, "the same 5 cards came back every time");
}

/// The card data a game holds is the one it was set up with, one shared allocation that every
/// copy of the game keeps (an interface compares it by pointer).
#[test]
fn a_game_holds_its_card_data_shared_by_its_copies() {
    let g = started_game(1);
    assert_eq!(g.cards().by_number("TST-001").map(|d| d.name.as_str()), Some("Test Swordsman"));
    assert!(std::sync::Arc::ptr_eq(g.shared_cards(), g.clone().shared_cards()));
    assert!(g.shared_cards().by_number("TST-L02").is_some());
}

/// 5-2-1-7. 各プレイヤーは自分のデッキの上から自分のリーダーのライフの値と同じ枚数のカードをデッキの一番上にあったカードがライフの一番下になるように裏向きで置きます。
#[test]
fn r5_2_1_7_life_from_the_deck_top_ends_at_the_bottom() {
    let mut g = Game::new(testkit::setup(9)).unwrap();
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: true });
    let s = seat_now(&g);
    ok!(g, s, Action::Mulligan { redraw: false });
    let deck = g.deck(A);
    let top5: Vec<String> = numbers(&g, &deck).into_iter().rev().take(5).collect();
    let s = seat_now(&g);
    ok!(g, s, Action::Mulligan { redraw: false });
    assert_eq!(g.life(A).len(), 5);
    assert_eq!(numbers(&g, &g.life(A)), top5, "bottom-first life = deck top first");
}

/// 2-9-2-1. この時、デッキの一番上にあったカードがライフの一番下になるように順に置きます。
#[test]
fn r2_9_2_1_top_deck_card_becomes_the_bottom_life_card() {
    let mut g = Game::new(testkit::setup(11)).unwrap();
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: true });
    let s = seat_now(&g);
    ok!(g, s, Action::Mulligan { redraw: false });
    let top = g.number_of(*g.deck(B).last().unwrap()).unwrap().to_string();
    let top_a = g.number_of(*g.deck(A).last().unwrap()).unwrap().to_string();
    let s = seat_now(&g);
    ok!(g, s, Action::Mulligan { redraw: false });
    assert_eq!(g.number_of(g.life(B)[0]), Some(top.as_str()));
    assert_eq!(g.number_of(g.life(A)[0]), Some(top_a.as_str()));
}

/// 2-9-1. リーダーカードが持つライフの数値です。
#[test]
fn r2_9_1_life_count_is_the_leaders_life() {
    let g = started_game(2);
    assert_eq!(g.life(A).len(), 5);
    assert_eq!(g.life(B).len(), 5);
}

/// 5-2-1-8. 先攻プレイヤーをターンプレイヤーとして、ゲームを開始します。
#[test]
fn r5_2_1_8_the_first_player_starts() {
    let mut g = Game::new(testkit::setup(4)).unwrap();
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: true });
    for _ in 0..2 {
        let s = seat_now(&g);
        ok!(g, s, Action::Mulligan { redraw: false });
    }
    assert_eq!(g.turn_player(), c);
    assert_eq!(g.turn(), 1);
    assert!(is_main(&g));
}

/// 6-1-1. ターンとは、「リフレッシュフェイズ」「ドローフェイズ」「ドン‼フェイズ」「メインフェイズ」「エンドフェイズ」これら一連の流れをまとめてターンと呼びます。
#[test]
fn r6_1_1_a_turn_is_five_phases() {
    let mut g = started_game(1);
    let ev = end_turn(&mut g);
    let phases: Vec<Phase> = ev.iter().filter_map(|e| match e { Event::PhaseStarted { phase } => Some(*phase), _ => None }).collect();
    assert_eq!(phases, vec![Phase::End, Phase::Refresh, Phase::Draw, Phase::Don, Phase::Main]);
}

/// 6-1-2. ゲーム中は、いずれかのプレイヤー１人をターンプレイヤーとしてゲームを進行します。ターンプレイヤーは、以下に示された順に従ってフェイズを実行します。
#[test]
fn r6_1_2_one_turn_player_at_a_time() {
    let mut g = started_game(1);
    let tp = g.turn_player();
    assert_eq!(g.legal_actions(tp.other()), vec![Action::Concede]);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), tp.other());
}

/// 6-2-1. 「ターン開始時まで」と表記されている、現在まで適用されている効果が無効になります。
#[test]
fn r6_2_1_until_start_of_next_turn_expires_in_refresh() {
    let e = main_event("TST-X10", 0, Effect::Targeted { sel: Selector::up_to(1, Side::You, Targetable::Character, Filter::any()), act: Act::Power(Amount::Fixed(2000), Duration::UntilStartOfYourNextTurn) });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X10"]).field(A, &["TST-001"]).build();
    play!(g, hand_card(&g, A, "TST-X10"));
    let c = char_card(&g, A, "TST-001");
    pick!(g, [c]);
    end_turn(&mut g);
    assert_eq!(g.power(c), Some(4000), "still applies on the opponent's turn");
    end_turn(&mut g);
    assert_eq!(g.power(c), Some(2000));
}

/// 6-2-1 for player-level effects: "Your opponent cannot play Character cards until the start
/// of your next turn" holds through the opponent's turn and ends in its controller's next
/// refresh phase — not in the opponent's.
#[test]
fn r6_2_1_a_player_restriction_until_the_start_of_your_next_turn() {
    let stop = main_event("TST-X90", 0, Effect::Restrict { side: Side::Opponent, what: PlayerRestriction::PlayCharacters, duration: Duration::UntilStartOfYourNextTurn });
    let mut g = Scenario::new().card(stop).turn(4, B).hand(B, &["TST-X90"]).hand(A, &["TST-001", "TST-001"]).build();
    play!(g, hand_card(&g, B, "TST-X90"));
    end_turn(&mut g);
    // A's turn: A's own refresh phase does not end B's effect.
    assert_eq!(g.turn_player(), A);
    assert!(!g.legal_actions(A).iter().any(|x| matches!(x, Action::PlayCard { .. })), "B's restriction holds through A's turn");
    end_turn(&mut g);
    end_turn(&mut g);
    // B's refresh phase ended it: A plays again.
    assert_eq!(g.turn_player(), A);
    assert!(g.legal_actions(A).iter().any(|x| matches!(x, Action::PlayCard { .. })));
}

/// 6-2-2. 自分または相手の「ターン開始時」と表記されている効果が発動します。
#[test]
fn r6_2_2_start_of_turn_effects() {
    let d = character("TST-X11", 1, 1000, vec![auto(When::StartOfYourTurn, draw(1))]);
    let mut g = Scenario::new().card(d).field(B, &["TST-X11"]).build();
    let ev = end_turn(&mut g);
    assert_eq!(draws(&ev, B), 2, "start-of-turn draw plus the draw phase");
}

/// 6-2-3. 自分のリーダーエリア、キャラクターエリアのカードに付与(6-5-5-1.参照)されているドン‼カードすべてをレストでコストエリアに戻します。
#[test]
fn r6_2_3_attached_don_returns_rested() {
    let mut g = Scenario::new().leader_don(A, 2).turn(4, B).build();
    let ev = end_turn(&mut g);
    assert_eq!(g.attached_don(g.leader(A)), Some(0));
    assert_eq!(g.don(A), (6, 4, 0), "2 returned and set active, then 2 from the DON!! phase");
    assert!(!ev.is_empty());
}

/// 6-2-4. 自分のリーダーエリア、キャラクターエリア、ステージエリア、コストエリアに置かれているレストのカードすべてをアクティブにします。
#[test]
fn r6_2_4_everything_becomes_active() {
    let mut g = Scenario::new().field_rested(A, &["TST-001"]).leader_rested(A).don(A, 0, 3).turn(4, B).build();
    end_turn(&mut g);
    assert_eq!(g.is_rested(char_card(&g, A, "TST-001")), Some(false));
    assert_eq!(g.is_rested(g.leader(A)), Some(false));
    assert_eq!(g.don(A).2, 0);
}

/// 6-3-1. ターンプレイヤーがデッキからカードを１枚引きます。このとき、先攻の１ターン目の場合、カードは引けません。
#[test]
fn r6_3_1_no_draw_on_the_first_players_first_turn() {
    let mut g = started_game(6);
    let fp = g.turn_player();
    assert_eq!(g.hand(fp).len(), 5);
    end_turn(&mut g);
    assert_eq!(g.hand(fp.other()).len(), 6);
}

/// 6-4-1. ドン!!デッキからドン!!カード２枚を表向きでコストエリアに置きます。このとき、先攻の１ターン目の場合、ドン!!カード１枚を表向きでコストエリアに置きます。
#[test]
fn r6_4_1_two_don_one_on_the_first_turn() {
    let mut g = started_game(6);
    let fp = g.turn_player();
    assert_eq!(g.don(fp), (9, 1, 0));
    end_turn(&mut g);
    assert_eq!(g.don(fp.other()), (8, 2, 0));
}

/// 6-4-2. ドン!!デッキにカードが１枚のみ場合、ドン!!カード１枚を表向きでコストエリアに置きます。
#[test]
fn r6_4_2_only_one_left_gives_one() {
    let mut g = Scenario::new().don(A, 0, 9).turn(4, B).build();
    end_turn(&mut g);
    assert_eq!(g.don(A), (0, 10, 0));
}

/// 6-4-3. ドン!!デッキが０枚の場合、ドン!!カードはコストエリアに置きません。
#[test]
fn r6_4_3_empty_don_deck_gives_none() {
    let mut g = Scenario::new().don(A, 0, 10).turn(4, B).build();
    end_turn(&mut g);
    assert_eq!(g.don(A), (0, 10, 0));
}

/// 6-5-1. 自分または相手の「メインフェイズ開始時」で表記されている効果が発動します。
#[test]
fn r6_5_1_start_of_main_effects() {
    let d = character("TST-X12", 1, 1000, vec![auto(When::StartOfYourMain, draw(1))]);
    let mut g = Scenario::new().card(d).field(B, &["TST-X12"]).build();
    let ev = end_turn(&mut g);
    let main_at = ev.iter().position(|e| *e == Event::PhaseStarted { phase: Phase::Main }).unwrap();
    assert_eq!(draws(&ev[main_at..], B), 1);
}

/// 6-5-2-1. メインフェイズの終了を宣言すると「6-6.エンドフェイズ」に移行します。
#[test]
fn r6_5_2_1_ending_the_main_phase_goes_to_the_end_phase() {
    let mut g = Scenario::new().build();
    let ev = end_turn(&mut g);
    assert_eq!(ev.iter().find(|e| matches!(e, Event::PhaseStarted { .. })), Some(&Event::PhaseStarted { phase: Phase::End }));
}

/// 6-5-3-1. 手札からコストを支払い「キャラクターカードの登場」「ステージカードの登場」「【メイン】と表記されているイベントカードの発動」これらを好きな順番で何度でも行うことができます。
#[test]
fn r6_5_3_1_play_characters_stages_and_main_events() {
    let mut g = Scenario::new().hand(A, &["TST-001", "TST-017", "TST-032", "TST-030"]).don(A, 5, 0).build();
    let legal = g.legal_actions(A);
    for n in ["TST-001", "TST-017", "TST-032"] {
        assert!(legal.contains(&Action::PlayCard { card: hand_card(&g, A, n), replace: None }), "{n}");
    }
    assert!(!legal.contains(&Action::PlayCard { card: hand_card(&g, A, "TST-030"), replace: None }), "[Counter] events are not played in the main phase");
    play!(g, hand_card(&g, A, "TST-017"));
    assert!(g.stage(A).is_some());
}

/// 6-5-4-1. ターンプレイヤーは【メイン】もしくは【起動メイン】と表記されている効果を発動できます。
#[test]
fn r6_5_4_1_activate_main_abilities() {
    let g = Scenario::new().field(A, &["TST-011"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-011");
    assert!(g.legal_actions(A).contains(&Action::ActivateAbility { card: c, ability_index: 0 }));
}

/// 6-5-5-1. コストエリアにあるアクティブのドン‼カード１枚を、自分のリーダーやキャラの下に見えるように重ねます。これを「付与」と呼びます。
#[test]
fn r6_5_5_1_attach_active_don() {
    let mut g = Scenario::new().field(A, &["TST-001"]).don(A, 3, 0).build();
    let c = char_card(&g, A, "TST-001");
    ok!(g, A, Action::AttachDon { target: c, count: 2 });
    assert_eq!(g.attached_don(c), Some(2));
    assert_eq!(g.don(A), (7, 1, 0));
}

/// 6-5-5-2. ドン‼カードが付与されているリーダーカードやキャラクターカードは、自分のターン中、付与されているドン‼カード１枚につき、パワーが 1000上昇します。
#[test]
fn r6_5_5_2_don_gives_power_on_your_turn_only() {
    let mut g = Scenario::new().field(A, &["TST-001"]).don(A, 1, 0).build();
    let c = char_card(&g, A, "TST-001");
    ok!(g, A, Action::AttachDon { target: c, count: 1 });
    assert_eq!(g.power(c), Some(3000));
    end_turn(&mut g);
    assert_eq!(g.power(c), Some(2000), "no bonus on the opponent's turn");
}

/// 6-5-5-3. 「付与」は可能な限り、何度でも行うことができます。
#[test]
fn r6_5_5_3_attach_as_often_as_possible() {
    let mut g = Scenario::new().don(A, 3, 0).build();
    for _ in 0..3 {
        ok!(g, A, Action::AttachDon { target: g.leader(A), count: 1 });
    }
    assert_eq!(g.attached_don(g.leader(A)), Some(3));
    assert!(!g.legal_actions(A).iter().any(|a| matches!(a, Action::AttachDon { .. })));
}

/// 6-5-5-4. ドン‼カードが付与されているカードが別の領域に移動する場合、そのカードに付与されているドン‼カードすべては、コストエリアにレストで置かれます。
#[test]
fn r6_5_5_4_leaving_card_returns_its_don_rested() {
    let mut g = Scenario::new().field_with_don(B, "TST-001", 2).hand(A, &["TST-009"]).don(A, 3, 0).build();
    play!(g, hand_card(&g, A, "TST-009"));
    pick!(g, [char_card(&g, B, "TST-001")]);
    assert_eq!(g.don(B), (8, 0, 2));
}

/// 6-5-6-1. お互いの１ターン目はバトルを行うことができません。
#[test]
fn r6_5_6_1_no_battle_in_the_first_turns() {
    let mut g = started_game(8);
    assert!(!g.legal_actions(g.turn_player()).iter().any(|a| matches!(a, Action::DeclareAttack { .. })));
    end_turn(&mut g);
    assert!(!g.legal_actions(g.turn_player()).iter().any(|a| matches!(a, Action::DeclareAttack { .. })));
    end_turn(&mut g);
    assert!(g.legal_actions(g.turn_player()).iter().any(|a| matches!(a, Action::DeclareAttack { .. })));
}

/// 6-5-6-2. バトルに関する詳細は後述の「7．カードのアタックとバトル」を参照してください。
#[test]
fn r6_5_6_2_battles_follow_chapter_7() {
    let mut g = Scenario::new().leader_don(A, 1).life(B, &["TST-001"]).build();
    attack!(g, g.leader(A), g.leader(B));
    assert!(matches!(kind(&g), Some(DecisionKind::Counter { .. })));
    assert_eq!(g.battle_step(), Some(BattleStep::Counter));
}

fn end_watchers() -> Scenario {
    let mine = character("TST-X13", 1, 1000, vec![auto(When::EndOfYourTurn, draw(1))]);
    let mine2 = character("TST-X15", 1, 1000, vec![auto(When::EndOfYourTurn, draw(1))]);
    let theirs = character("TST-X14", 1, 1000, vec![auto(When::EndOfOpponentsTurn, draw(1))]);
    Scenario::new().card(mine).card(mine2).card(theirs)
}

/// 6-6-1-1-1. 【自分のターン終了時】(キーワード)や【相手のターン終了時】(キーワード)で表記されている自動効果は 1 度だけ発動と解決が行えます。
#[test]
fn r6_6_1_1_1_end_of_turn_effects_activate_once() {
    let mut g = end_watchers().field(A, &["TST-X13"]).build();
    let ev = end_turn(&mut g);
    let end_at = ev.iter().position(|e| *e == Event::PhaseStarted { phase: Phase::Refresh }).unwrap();
    assert_eq!(draws(&ev[..end_at], A), 1);
}

/// 6-6-1-1-2. すべての【自分のターン終了時】(キーワード)効果の発動と解決を終えた後、すべての【相手のターン終了時】(キーワード)効果の発動と解決を行います。
#[test]
fn r6_6_1_1_2_your_end_of_turn_before_opponents() {
    let mut g = end_watchers().field(A, &["TST-X13"]).field(B, &["TST-X14"]).build();
    let ev = end_turn(&mut g);
    let order: Vec<Seat> = ev.iter().filter_map(|e| match e { Event::Moved { owner, from: Zone::Deck, to: Zone::Hand, .. } => Some(*owner), _ => None }).collect();
    assert_eq!(&order[..2], &[A, B]);
}

/// 6-6-1-1-3. 【自分のターン終了時】(キーワード)効果が複数ある場合、ターンプレイヤーの任意の順番で効果の発動と解決を行えます。
#[test]
fn r6_6_1_1_3_turn_player_orders_own_end_of_turn_effects() {
    let mut g = end_watchers().field(A, &["TST-X13", "TST-X15"]).build();
    end_turn(&mut g);
    assert_eq!(g.decision_seat(), Some(A));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { count: 2, .. })));
    option(&mut g, 1);
}

/// 6-6-1-1-4. 【相手のターン終了時】(キーワード)効果が複数ある場合、非ターンプレイヤーの任意の順番で効果の発動と解決を行えます。
#[test]
fn r6_6_1_1_4_non_turn_player_orders_opponents_end_of_turn_effects() {
    let theirs2 = character("TST-X16", 1, 1000, vec![auto(When::EndOfOpponentsTurn, draw(1))]);
    let mut g = end_watchers().card(theirs2).field(B, &["TST-X14", "TST-X16"]).build();
    end_turn(&mut g);
    assert_eq!(g.decision_seat(), Some(B));
    assert!(matches!(kind(&g), Some(DecisionKind::ChooseOption { count: 2, .. })));
}

/// 6-6-1-2. この時点で行うべき処理がすべて終了した後、以下の手順で処理することができます。(Ⅰ)既に発動と解決を終えたターンプレイヤーの継続効果の処理である「このターン終了時」や「自分のターン終了時」に行うべき処理を行います。「ターン終了時まで」や「エンドフェイズ終了時まで」を期限とするターンプレイヤーの効果が無効になります。これらの処理が複数ある場合、ターンプレイヤーの任意の順番で処理を行えます。(Ⅱ)既に発動と解決を終えた非ターンプレイヤーの継続効果の処理である「このターン終了時」や「相手のターン終了時」に行うべき処理を行います。「ターン終了時まで」や「エンドフェイズ終了時まで」を期限とする非ターンプレイヤーの効果が無効になります。これらの処理が複数ある場合、非ターンプレイヤーの任意の順番で処理を行えます。
#[test]
fn r6_6_1_2_until_end_of_turn_expires() {
    let e = main_event("TST-X17", 0, Effect::Targeted { sel: Selector::your_leader(), act: Act::Power(Amount::Fixed(1000), Duration::UntilEndOfTurn) });
    let mut g = Scenario::new().card(e).hand(A, &["TST-X17"]).build();
    play!(g, hand_card(&g, A, "TST-X17"));
    assert_eq!(g.power(g.leader(A)), Some(6000));
    end_turn(&mut g);
    assert_eq!(g.power(g.leader(A)), Some(5000));
}

/// 6-6-1-3. 6-6-1-2.の処理をすべて終えた後、「このターン中」を期限とするターンプレイヤーの効果が無効になります。この処理が複数ある場合、ターンプレイヤーの任意の順番で処理を行えます。その後、「このターン中」を期限とする非ターンプレイヤーの効果が無効になります。この処理が複数ある場合、非ターンプレイヤーの任意の順番で処理を行えます。
#[test]
fn r6_6_1_3_during_this_turn_expires() {
    let mut g = Scenario::new().hand(A, &["TST-034"]).field(B, &["TST-003"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-034"));
    let t = char_card(&g, B, "TST-003");
    pick!(g, [t]);
    assert_eq!(g.power(t), Some(0));
    end_turn(&mut g);
    assert_eq!(g.power(t), Some(4000));
}

/// 6-6-1-3 for player-level effects: "You cannot play Event cards during this turn" ends with
/// the turn; a longer one of the same player stays.
#[test]
fn r6_6_1_3_a_player_restriction_during_this_turn_expires() {
    let stop = main_event("TST-X91", 0, Effect::Restrict { side: Side::You, what: PlayerRestriction::PlayEvents, duration: Duration::ThisTurn });
    let long = main_event("TST-X92", 0, Effect::Restrict { side: Side::You, what: PlayerRestriction::PlayCharacters, duration: Duration::UntilEndOfYourNextTurn });
    let mut g = Scenario::new().card(stop).card(long).hand(A, &["TST-X92", "TST-X91", "TST-X91", "TST-001"]).don(A, 2, 0).build();
    play!(g, hand_card(&g, A, "TST-X92"));
    play!(g, hand_card(&g, A, "TST-X91"));
    let events = |g: &Game| g.legal_actions(A).iter().filter(|x| matches!(x, Action::PlayCard { card, .. } if g.number_of(*card) == Some("TST-X91"))).count();
    assert_eq!(events(&g), 0, "no Event this turn");
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(events(&g), 1, "the turn it was made in is over");
    let chars = g.legal_actions(A).iter().filter(|x| matches!(x, Action::PlayCard { card, .. } if g.number_of(*card) == Some("TST-001"))).count();
    assert_eq!(chars, 0, "the restriction until the end of A's next turn stays");
}

/// 6-6-1-4. このターンは終了し、直前のターンの非ターンプレイヤーがターンプレイヤーとなり、次のターンのリフレッシュフェイズに進みます。
#[test]
fn r6_6_1_4_the_other_player_takes_the_next_turn() {
    let mut g = Scenario::new().turn(5, B).build();
    end_turn(&mut g);
    assert_eq!(g.turn_player(), A);
    assert_eq!(g.turn(), 6);
}

/// 3-1-5. 領域によって、そこに置かれているカードの内容がすべてのプレイヤーに公開されている領域と、公開されていない領域があります。
/// A move is shown to whom its zones allow: to both when either zone is public (a card played
/// from the hand), to the owner only between their hand and a hidden zone (a draw), to nobody
/// between hidden zones (the deck to the Life area at setup).
#[test]
fn r3_1_5_a_move_is_shown_to_whom_its_zones_allow() {
    let g = started_game(3);
    let moves = |from: Zone, to: Zone| -> Vec<game_core::Visibility> {
        g.events().iter().filter_map(|e| match e {
            Event::Moved { from: f, to: t, vis, .. } if *f == from && *t == to => Some(*vis),
            _ => None,
        }).collect()
    };
    let life = moves(Zone::Deck, Zone::Life);
    assert!(!life.is_empty() && life.iter().all(|v| *v == game_core::Visibility::Nobody), "deck → Life: {life:?}");
    let drawn = moves(Zone::Deck, Zone::Hand);
    assert!(!drawn.is_empty() && drawn.iter().all(|v| matches!(v, game_core::Visibility::Owner(_))), "deck → hand: {drawn:?}");
    let mut g = Scenario::new().hand(A, &["TST-001"]).don(A, 1, 0).build();
    play!(g, hand_card(&g, A, "TST-001"));
    let played: Vec<_> = g.events().iter().filter_map(|e| match e {
        Event::Moved { from: Zone::Hand, to: Zone::Character, vis, .. } => Some(*vis),
        _ => None,
    }).collect();
    assert_eq!(played, vec![game_core::Visibility::Public], "hand → Character area");
}

/// What the interface and the computer read of a game without building a view: the first player
/// (none until 5-2-1-4 decided it), the actions applied, each zone's count and each seat's cards —
/// each the same as the lists it stands for.
#[test]
fn the_games_counts_agree_with_its_lists() {
    let mut g = Game::new(testkit::setup(7)).unwrap();
    assert_eq!(g.first_player(), None, "nobody goes first before the choice");
    assert_eq!(g.actions_applied(), 0);
    let c = seat_now(&g);
    ok!(g, c, Action::ChooseFirst { go_first: false });
    assert_eq!(g.first_player(), Some(c.other()), "the chooser went second");
    assert_eq!(g.actions_applied(), 1);
    let g = Scenario::new()
        .hand(A, &["TST-001", "TST-002"])
        .field(A, &["TST-001", "TST-001", "TST-001"])
        .stage(A, "TST-030")
        .life(A, &["TST-001"; 4])
        .trash(A, &["TST-002"; 5])
        .deck(B, &["TST-001"; 6])
        .build();
    for seat in Seat::BOTH {
        assert_eq!(g.zone_len(seat, Zone::Hand), g.hand(seat).len(), "{seat}'s hand");
        assert_eq!(g.zone_len(seat, Zone::Character), g.characters(seat).len(), "{seat}'s characters");
        assert_eq!(g.zone_len(seat, Zone::Stage), usize::from(g.stage(seat).is_some()), "{seat}'s stage");
        assert_eq!(g.zone_len(seat, Zone::Life), g.life(seat).len(), "{seat}'s life");
        assert_eq!(g.zone_len(seat, Zone::Trash), g.trash(seat).len(), "{seat}'s trash");
        assert_eq!(g.zone_len(seat, Zone::Deck), g.deck(seat).len(), "{seat}'s deck");
        assert_eq!(g.zone_len(seat, Zone::Leader), 1);
        assert_eq!(g.zone_len(seat, Zone::Resolving), 0);
        let all = 1 + g.hand(seat).len() + g.characters(seat).len() + usize::from(g.stage(seat).is_some()) + g.life(seat).len() + g.trash(seat).len() + g.deck(seat).len();
        assert_eq!(g.card_count(seat), all, "{seat}'s cards");
    }
    assert_eq!((g.zone_len(A, Zone::Hand), g.zone_len(A, Zone::Character), g.zone_len(A, Zone::Trash)), (2, 3, 5));
    assert_eq!((g.zone_len(B, Zone::Deck), g.card_count(B)), (6, 7), "B: a Leader and six deck cards");
}

/// Two games are equal when their states are: a copy is, and the same copy after one action is not.
#[test]
fn games_are_equal_when_their_states_are() {
    let g = Game::new(testkit::setup(3)).unwrap();
    let mut h = g.clone();
    assert!(g == h);
    let c = seat_now(&h);
    ok!(h, c, Action::ChooseFirst { go_first: true });
    assert!(g != h, "an action changed the state");
}

/// The invariant check (run after every action by the fuzz and property tests) holds for a legal
/// position and refuses one no rule allows: a sixth Character (3-7-6-1: at most five) and more
/// than ten DON!! (6-4: ten DON!! cards each).
#[test]
fn the_invariant_check_refuses_six_characters_and_eleven_don() {
    assert_eq!(Scenario::new().field(A, &["TST-001"; 5]).build().check_invariants(), Ok(()));
    let six = Scenario::new().field(A, &["TST-001"; 6]).build();
    assert!(six.check_invariants().is_err_and(|e| e.contains("6 characters")), "{:?}", six.check_invariants());
    let eleven = Scenario::new().don(B, 6, 5).build();
    assert!(eleven.check_invariants().is_err_and(|e| e.contains("11 DON")), "{:?}", eleven.check_invariants());
}

/// Errors say what went wrong in words the page shows.
#[test]
fn action_and_replay_errors_say_what_went_wrong() {
    assert_eq!(ActionError::GameOver.to_string(), "the game is over");
    assert_eq!(ActionError::NotLegal.to_string(), "this action is not legal now");
    assert_eq!(ReplayError::Action { index: 4, error: ActionError::NotLegal }.to_string(), "action 4: this action is not legal now");
    assert_eq!(ReplayError::Setup(vec![]).to_string(), "invalid setup (0 problems)");
}
