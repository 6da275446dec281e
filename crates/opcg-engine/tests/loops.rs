//! Endless loops a player can stop (永久循環, 11-1-1-2 and 11-1-1-3): once the state a loop
//! began from comes back, the choice that started it may not be made there again, unless forced.
mod support;
use support::*;

/// A cost-0 Character with "[Activate: Main] <effect>" (no [Once Per Turn]): playing it and
/// activating it can go round and round.
fn looper(number: &str, effect: Effect) -> CardDef {
    let act = Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: false, cost: vec![], effect };
    character(number, 0, 1000, vec![act])
}

/// "Return this Character to its owner's hand."
fn back() -> Effect {
    Effect::Targeted { sel: Selector::this(), act: Act::ReturnToHand }
}

fn play_action(g: &Game) -> Action {
    Action::PlayCard { card: hand_card(g, A, "TST-L01"), replace: None }
}

fn activate_action(g: &Game) -> Action {
    Action::ActivateAbility { card: char_card(g, A, "TST-L01"), ability_index: 0 }
}

/// Goes round "play it, activate it (and the opponent's answer)" for as long as every choice of
/// the loop is legal; returns the rounds gone and the seat and action that were refused.
fn go_round(g: &mut Game, answer: Option<u8>) -> (u32, Seat, Action) {
    let mut rounds = 0;
    loop {
        let a = play_action(g);
        if !g.legal_actions(A).contains(&a) {
            return (rounds, A, a);
        }
        ok(g, A, a);
        let a = activate_action(g);
        if !g.legal_actions(A).contains(&a) {
            return (rounds, A, a);
        }
        ok(g, A, a);
        if let Some(i) = answer {
            let a = Action::Choose(Choice::Option(i));
            if !g.legal_actions(B).contains(&a) {
                return (rounds, B, a);
            }
            ok(g, B, a);
        }
        rounds += 1;
        assert!(rounds < 500, "the loop was never stopped");
    }
}

/// 11-1-1-2. その行動の中に、一方のプレイヤーにのみ永久循環を停止する選択肢が与えられている場合、そのプレイヤーはこの循環行動を何回繰り返すかを宣言し、その回数だけ循環行動を実行し、そのプレイヤーがその循環行動を止めることのできるいずれかの選択を行った状態で循環行動を止めます。その後、この永久循環が開始された状態とまったく同一の状態（すべての領域のカードが同一）である状況下では、強制される場合を除き、この循環行動を再び選択することはできません。
#[test]
fn r11_1_1_2_a_loop_only_one_player_can_stop() {
    // Play a cost-0 Character, return it to the hand with its own ability, play it again …
    let mut g = Scenario::new().card(looper("TST-L01", back())).hand(A, &["TST-L01"]).don(A, 1, 0).build();
    let start_hand = g.view(A).sides.a.hand.len();
    let (rounds, seat, refused) = go_round(&mut g, None);
    // The player went round as many times as they liked, then the loop came back to where it
    // began and may not be chosen again there.
    assert!(rounds > 1, "the loop repeats while the player chooses to: {rounds}");
    assert_eq!(seat, A);
    assert_eq!(g.view(A).sides.a.hand.len(), start_hand, "stopped in the state the loop began from");
    assert_eq!(g.refusal(A, &refused), Some(Refusal::RepeatsLoop));
    assert!(matches!(g.apply(A, refused.clone()), Err(ActionError::NotLegal)));
    // Stopping it is still possible: the other choices of the state stay.
    let legal = g.legal_actions(A);
    assert!(legal.contains(&Action::EndMainPhase));
    assert!(legal.iter().any(|a| matches!(a, Action::AttachDon { .. })));
    // In a different state (a DON!! given to the Leader) the same move is a new start.
    let leader = g.leader(A);
    ok!(g, A, Action::AttachDon { target: leader, count: 1 });
    let again = play_action(&g);
    assert!(g.legal_actions(A).contains(&again), "a different state: the loop may start again");
    let (more, seat, _) = go_round(&mut g, None);
    assert_eq!((more, seat), (1, A), "watched now: one more round, and the state it began from comes back");
}

/// 11-1-1-3. その行動の中に、両方のプレイヤーに永久循環を停止する選択肢が与えられている場合、まずターンプレイヤーがこの循環行動を何回繰り返すかを宣言し、その後ターンプレイヤーの対戦相手がこの循環行動を何回繰り返すかを宣言します。その後、両者の回数のうち、より小さい方の回数だけ循環行動を実行し、そのプレイヤーがその循環行動を止めることのできるいずれかの選択を行った状態で循環行動を止めます。その後、この永久循環が開始された状態とまったく同一の状態（すべての領域のカードが同一）である状況下では、強制される場合を除き、この循環行動を再び選択することはできません。
#[test]
fn r11_1_1_3_a_loop_both_players_can_stop() {
    // The opponent chooses: return the Character to its owner's hand (the loop goes on), or
    // nothing (it stops). Both keep choosing to go on; the loop stops at the first decision that
    // comes back to a state it was taken in, whoever's it is.
    let choice = Effect::ChooseOne { by: Side::Opponent, options: vec![back(), Effect::Nothing] };
    let mut g = Scenario::new().card(looper("TST-L01", choice)).hand(A, &["TST-L01"]).build();
    let (rounds, seat, refused) = go_round(&mut g, Some(0));
    assert!(rounds > 1, "both chose to go on: {rounds}");
    assert_eq!(g.refusal(seat, &refused), Some(Refusal::RepeatsLoop));
    // The seat whose repeat is refused can stop it: it has another choice.
    let others = g.legal_actions(seat).into_iter().filter(|a| *a != Action::Concede).count();
    assert!(others >= 1, "{seat} can stop the loop");
    // The opponent stops it (nothing): the Character stays, and the state after its play is
    // back — activating it again from there is the loop's own choice, refused too.
    assert_eq!(seat, B, "here the opponent's answer is the first decision to come back");
    ok!(g, B, Action::Choose(Choice::Option(1)));
    assert!(is_main(&g));
    let again = activate_action(&g);
    assert_eq!(g.refusal(A, &again), Some(Refusal::RepeatsLoop), "the state after the play is back: activating again would go round");
    assert!(g.legal_actions(A).contains(&Action::EndMainPhase));
}

/// 11-1-1-2 「強制される場合を除き」: a repeat that is the only choice left stays legal; the other
/// player, who can stop the loop, is the one refused.
#[test]
fn r11_1_1_2_a_forced_choice_stays_legal() {
    // The opponent's only option returns the Character: they cannot stop the loop.
    let choice = Effect::ChooseOne { by: Side::Opponent, options: vec![back()] };
    let mut g = Scenario::new().card(looper("TST-L01", choice)).hand(A, &["TST-L01"]).build();
    let (rounds, seat, refused) = go_round(&mut g, Some(0));
    assert!(rounds > 1);
    assert_eq!(seat, A, "only the turn player can stop this loop, so only their repeat is refused");
    assert_eq!(g.refusal(A, &refused), Some(Refusal::RepeatsLoop));
}

/// The watch forgets the turn's loops when the turn ends (no state of a new turn is identical
/// to one of the last: the turn is part of the state).
#[test]
fn r11_1_1_2_a_new_turn_starts_afresh() {
    let mut g = Scenario::new().card(looper("TST-L01", back())).hand(A, &["TST-L01"]).hand(B, &["TST-L01"]).build();
    let (_, seat, _) = go_round(&mut g, None);
    assert_eq!(seat, A);
    end_turn(&mut g);
    end_turn(&mut g);
    assert!(g.legal_actions(A).contains(&play_action(&g)), "two turns later the same cards may be played again");
}

/// 11-1-1-1. その行動の中で、どちらのプレイヤーにもその永久循環を止める方法がない場合、ゲームは引き分けで終了します。
/// "When a DON!! card on your field is returned to your DON!! deck, add 1 DON!! card from your DON!!
/// deck and set it as active, then return 1 DON!! card" answers itself for ever with no choice
/// for anybody: the game ends in a draw, and the page gets its answer (no hang).
#[test]
fn r11_1_1_1_a_loop_nobody_can_stop_is_a_draw() {
    let again = Effect::Seq(vec![Effect::AddDon { count: 1, rested: false }, Effect::ReturnDon { side: Side::You, count: 1 }]);
    let watcher = character("TST-L03", 1, 1000, vec![auto(When::DonReturned, again)]);
    let start = main_event("TST-L04", 0, Effect::ReturnDon { side: Side::You, count: 1 });
    let mut g = Scenario::new().card(watcher).card(start).hand(A, &["TST-L04"]).field(A, &["TST-L03"]).don(A, 1, 0).build();
    let c = hand_card(&g, A, "TST-L04");
    ok(&mut g, A, Action::PlayCard { card: c, replace: None });
    assert_eq!(g.result(), Some(GameResult::Draw(DrawReason::EndlessLoop)));
    assert!(g.legal_actions(A).is_empty() && g.legal_actions(B).is_empty(), "the game is over");
}
