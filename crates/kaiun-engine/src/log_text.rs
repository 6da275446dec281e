//! Log lines and prompts in 日本語 and English, for the table's log and decision panels.
//! Takes events already redacted for the viewer: unknown cards read 「裏向きのカード」.

use game_core::{Hidden, Seat};

use crate::ability::{Cost, ResultMod};
use crate::card::{CardDef, CardRef};
use crate::decision::{DecisionKind, Prompt};
use crate::event::{BattleOutcome, EndReason, Event, Phase};
use crate::render::{hand_text, trigger_text, Lang};

fn name(c: &CardRef, lang: Lang, cards: &[CardDef]) -> String {
    let n = cards.iter().find(|d| d.no == c.no).map(|d| if lang == Lang::Ja { d.name.ja.clone() } else { d.name.en.clone() });
    let n = n.unwrap_or_else(|| c.no.to_string());
    if lang == Lang::Ja {
        format!("「{n}」")
    } else {
        format!("\"{n}\"")
    }
}

fn hidden(c: &Hidden<CardRef>, lang: Lang, cards: &[CardDef]) -> String {
    match c {
        Hidden::Known(c) => name(c, lang, cards),
        Hidden::Unknown => (if lang == Lang::Ja { "裏向きのカード" } else { "a face-down card" }).to_string(),
    }
}

fn seat(s: Seat, lang: Lang) -> String {
    if lang == Lang::Ja {
        format!("プレイヤー{s}")
    } else {
        format!("Player {s}")
    }
}

/// The name of a phase.
#[must_use]
pub fn phase_text(p: Phase, lang: Lang) -> &'static str {
    match (p, lang) {
        (Phase::Draw, Lang::Ja) => "ドローフェイズ",
        (Phase::Set, Lang::Ja) => "セットフェイズ",
        (Phase::Open, Lang::Ja) => "オープンフェイズ",
        (Phase::Battle, Lang::Ja) => "バトルフェイズ",
        (Phase::Cost, Lang::Ja) => "コストフェイズ",
        (Phase::GameOver, Lang::Ja) => "ゲーム終了",
        (Phase::Draw, Lang::En) => "Draw phase",
        (Phase::Set, Lang::En) => "Set phase",
        (Phase::Open, Lang::En) => "Open phase",
        (Phase::Battle, Lang::En) => "Battle phase",
        (Phase::Cost, Lang::En) => "Cost phase",
        (Phase::GameOver, Lang::En) => "Game over",
    }
}

fn reason(r: EndReason, lang: Lang) -> &'static str {
    match (r, lang) {
        (EndReason::LostBattleWithoutBarrier, Lang::Ja) => "バリア0枚でバトルに敗北",
        (EndReason::RefreshedWithoutBarrier, Lang::Ja) => "バリア0枚でリフレッシュ",
        (EndReason::Conceded, Lang::Ja) => "投了",
        (EndReason::CardEffect, Lang::Ja) => "カードの効果",
        (EndReason::LostBattleWithoutBarrier, Lang::En) => "lost a battle with no barrier",
        (EndReason::RefreshedWithoutBarrier, Lang::En) => "refreshed with no barrier",
        (EndReason::Conceded, Lang::En) => "concession",
        (EndReason::CardEffect, Lang::En) => "a card's effect",
    }
}

/// One log line for `e` (already redacted for its viewer).
#[must_use]
pub fn log_line(e: &Event, lang: Lang, cards: &[CardDef]) -> String {
    let ja = lang == Lang::Ja;
    let n = |c: &CardRef| name(c, lang, cards);
    let h = |c: &Hidden<CardRef>| hidden(c, lang, cards);
    let s = |x: &Seat| seat(*x, lang);
    match e {
        Event::GameStarted => (if ja { "ゲーム開始" } else { "The game begins" }).to_string(),
        Event::TurnStarted { turn } => if ja { format!("第{turn}ターン") } else { format!("Turn {turn}") },
        Event::PhaseStarted { phase } => phase_text(*phase, lang).to_string(),
        Event::Shuffled { seat } => if ja { format!("{}がデッキをシャッフルした", s(seat)) } else { format!("{} shuffled their deck", s(seat)) },
        Event::BarrierPlaced { seat, count } => if ja { format!("{}がバリアを{count}枚置いた", s(seat)) } else { format!("{} placed {count} barrier cards", s(seat)) },
        Event::Drew { seat, card } => if ja { format!("{}が{}を引いた", s(seat), h(card)) } else { format!("{} drew {}", s(seat), h(card)) },
        Event::SetFaceDown { seat, card } => if ja { format!("{}が{}を裏向きでセットした", s(seat), h(card)) } else { format!("{} set {} face down", s(seat), h(card)) },
        Event::Kept { seat } => if ja { format!("{}は表向きのカードを残した", s(seat)) } else { format!("{} kept their face-up card", s(seat)) },
        Event::Opened { seat, card } => if ja { format!("{}の{}が表になった", s(seat), n(card)) } else { format!("{}'s {} was turned face up", s(seat), n(card)) },
        Event::AbilityTriggered { seat, card, trigger } => if ja { format!("{}の{}の{}", s(seat), n(card), trigger_text(*trigger, lang)) } else { format!("{} {}: {}", trigger_text(*trigger, lang), s(seat), n(card)) },
        Event::AbilityNegated { seat, card, trigger } => if ja { format!("{}の{}の{}は無効", s(seat), n(card), trigger_text(*trigger, lang)) } else { format!("{}'s {} {} is negated", s(seat), n(card), trigger_text(*trigger, lang)) },
        Event::CostDeclined { seat } => if ja { format!("{}は発動コストを支払わなかった", s(seat)) } else { format!("{} did not pay the cost", s(seat)) },
        Event::Prohibited { seat } => if ja { format!("{}はカードを引けない", s(seat)) } else { format!("{} cannot draw", s(seat)) },
        Event::Discarded { seat, card } => if ja { format!("{}が{}を捨てた", s(seat), n(card)) } else { format!("{} discarded {}", s(seat), n(card)) },
        Event::LuckChanged { seat, card, delta } => if ja { format!("{}の{}の運値{delta:+}", s(seat), n(card)) } else { format!("{}'s {} Luck {delta:+}", s(seat), n(card)) },
        Event::HandSet { seat, hand } => if ja { format!("{}のジャンケンは{}になった", s(seat), hand_text(*hand, lang)) } else { format!("{}'s janken is now {}", s(seat), hand_text(*hand, lang)) },
        Event::WinDeclared { seat } => if ja { format!("{}は「このバトルに勝つ」", s(seat)) } else { format!("{} wins this battle by effect", s(seat)) },
        Event::ResultEffect { seat, effect } => match (effect, ja) {
            (ResultMod::GainBarrier(k), true) => format!("このバトルの結果で、{}はバリアを{k}枚置く", s(seat)),
            (ResultMod::GainBarrier(k), false) => format!("As a result of this battle, {} adds {k} to their barrier", s(seat)),
            (ResultMod::OpponentExtraBarrier(k), true) => format!("このバトルの結果で、相手はバリアをさらに{k}枚手札に加える"),
            (ResultMod::OpponentExtraBarrier(k), false) => format!("As a result of this battle, the opponent adds {k} more barrier"),
        },
        Event::Battle { hands, luck, outcome } => {
            let out = match (outcome, ja) {
                (BattleOutcome::Won(w), true) => format!("{}の勝利", s(w)),
                (BattleOutcome::Won(w), false) => format!("{} wins", s(w)),
                (BattleOutcome::Draw, true) => "引き分け".to_string(),
                (BattleOutcome::Draw, false) => "a draw".to_string(),
                (BattleOutcome::NoBattle, true) => "バトルなし".to_string(),
                (BattleOutcome::NoBattle, false) => "no battle".to_string(),
            };
            if ja {
                format!("バトル: A {}(運値{}) 対 B {}(運値{}) — {out}", hand_text(hands.a, lang), luck.a, hand_text(hands.b, lang), luck.b)
            } else {
                format!("Battle: A {} (Luck {}) vs B {} (Luck {}) — {out}", hand_text(hands.a, lang), luck.a, hand_text(hands.b, lang), luck.b)
            }
        }
        Event::BarrierToHand { seat, card } => if ja { format!("{}がバリアから{}を手札に加えた", s(seat), h(card)) } else { format!("{} added {} from their barrier to their hand", s(seat), h(card)) },
        Event::BarrierToTrash { seat, card } => if ja { format!("{}のバリアの{}がトラッシュに置かれた", s(seat), n(card)) } else { format!("{}'s barrier card {} went to the trash", s(seat), n(card)) },
        Event::DeckToBarrier { seat } => if ja { format!("{}がデッキの上からバリアに1枚置いた", s(seat)) } else { format!("{} put the top card of their deck into their barrier", s(seat)) },
        Event::Milled { seat, card } => if ja { format!("{}のデッキの上の{}がトラッシュに置かれた", s(seat), n(card)) } else { format!("{}'s top card {} went to the trash", s(seat), n(card)) },
        Event::Refreshed { seat, cards } => if ja { format!("{}がリフレッシュした({cards}枚)", s(seat)) } else { format!("{} refreshed ({cards} cards)", s(seat)) },
        Event::Revealed { seat, card } => if ja { format!("{}が{}を公開した", s(seat), n(card)) } else { format!("{} revealed {}", s(seat), n(card)) },
        Event::Looked { seat, cards: cs } => {
            let list: Vec<String> = cs.iter().map(&h).collect();
            if ja { format!("{}がデッキの上を見た: {}", s(seat), list.join("、")) } else { format!("{} looked at: {}", s(seat), list.join(", ")) }
        }
        Event::TookFromDeck { seat, card } => if ja { format!("{}がデッキから{}を手札に加えた", s(seat), h(card)) } else { format!("{} added {} from their deck to their hand", s(seat), h(card)) },
        Event::ToHand { seat, card } => if ja { format!("{}が手札に戻った", n(card)) } else { format!("{} returned to {}'s hand", n(card), s(seat)) },
        Event::Trashed { seat, card } => if ja { format!("{}の{}がトラッシュに置かれた", s(seat), n(card)) } else { format!("{}'s {} went to the trash", s(seat), n(card)) },
        Event::Replaced { seat, card } => if ja { format!("{}の置換効果: {}", s(seat), n(card)) } else { format!("{}'s replacement effect: {}", s(seat), n(card)) },
        Event::CostPaid { seat, cards: cs } => if ja { format!("{}がコストを{}枚支払った", s(seat), cs.len()) } else { format!("{} paid {} cost", s(seat), cs.len()) },
        Event::CostAreaCleared { seat, count } => if ja { format!("{}のコスト{count}枚がトラッシュに置かれた", s(seat)) } else { format!("{}'s {count} cost cards went to the trash", s(seat)) },
        Event::LoseCondition { seat, reason: r } => if ja { format!("{}が敗北条件を満たした({})", s(seat), reason(*r, lang)) } else { format!("{} meets a losing condition ({})", s(seat), reason(*r, lang)) },
        Event::TieBreak { picks } => if ja { format!("ジャンケン: A {} 対 B {}", hand_text(picks.a, lang), hand_text(picks.b, lang)) } else { format!("Janken: A {} vs B {}", hand_text(picks.a, lang), hand_text(picks.b, lang)) },
        Event::Conceded { seat } => if ja { format!("{}が投了した", s(seat)) } else { format!("{} conceded", s(seat)) },
        Event::GameOver { winner, reason: r } => if ja { format!("{}の勝利({})", s(winner), reason(*r, lang)) } else { format!("{} wins ({})", s(winner), reason(*r, lang)) },
    }
}

/// The question of a pending decision, e.g. 「手札を1枚捨てますか?」.
#[must_use]
pub fn prompt_text(kind: &DecisionKind, lang: Lang) -> String {
    let ja = lang == Lang::Ja;
    match kind {
        DecisionKind::Set { must: true, .. } => (if ja { "手札からカードを1枚裏向きでセットしてください" } else { "Set a card from your hand face down" }).to_string(),
        DecisionKind::Set { must: false, .. } => (if ja { "表向きのカードを残すか、手札からカードをセットしてください" } else { "Keep your face-up card, or set a card from your hand" }).to_string(),
        DecisionKind::TieBreakJanken => (if ja { "ジャンケンで勝敗を決めます" } else { "Janken decides the game" }).to_string(),
        DecisionKind::Replace { .. } => (if ja { "置換効果を適用しますか?" } else { "Apply the replacement effect?" }).to_string(),
        DecisionKind::Choose { prompt, .. } => match (prompt, ja) {
            (Prompt::PayCost(Cost::DiscardHand(n)), true) => format!("手札を{n}枚捨てますか?"),
            (Prompt::PayCost(Cost::DiscardHand(n)), false) => format!("Discard {n} card(s) to pay the cost?"),
            (Prompt::PayCost(Cost::BarrierToTrash(n)), true) => format!("バリア{n}枚をトラッシュに置きますか?"),
            (Prompt::PayCost(Cost::BarrierToTrash(n)), false) => format!("Put {n} barrier card(s) into the trash to pay the cost?"),
            (Prompt::PayCost(Cost::MillDeck(n)), true) => format!("デッキの上から{n}枚をトラッシュに置きますか?"),
            (Prompt::PayCost(Cost::MillDeck(n)), false) => format!("Put the top {n} card(s) of your deck into the trash to pay the cost?"),
            (Prompt::DrawUpTo(n), true) => format!("何枚引きますか?(0〜{n}枚)"),
            (Prompt::DrawUpTo(n), false) => format!("How many cards do you draw? (0–{n})"),
            (Prompt::Discard(n), true) => format!("捨てるカードを{n}枚選んでください"),
            (Prompt::Discard(n), false) => format!("Choose {n} card(s) to discard"),
            (Prompt::RandomDiscard { .. }, true) => "相手の裏向きの手札から1枚選んでください".to_string(),
            (Prompt::RandomDiscard { .. }, false) => "Pick one of your opponent's face-down hand cards".to_string(),
            (Prompt::Search(_), true) => "デッキから手札に加えるカードを選んでください(選ばなくてもよい)".to_string(),
            (Prompt::Search(_), false) => "Choose a card from your deck to add to your hand (or none)".to_string(),
            (Prompt::LookTop(_), true) => "手札に加えるカードを1枚まで選んでください".to_string(),
            (Prompt::LookTop(_), false) => "Choose up to 1 card to add to your hand".to_string(),
            (Prompt::BottomOrder(_), true) => "デッキの下に置く順番を選んでください(左が上、右がいちばん下)".to_string(),
            (Prompt::BottomOrder(_), false) => "Choose the order in which they go to the bottom of your deck (left is upper, right is the bottom card)".to_string(),
        },
    }
}
