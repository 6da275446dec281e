//! The game log as text in the player's language, from events already redacted for the viewer.

use opcg_engine::{CardDb, CardRef, Event, GameResult, Hidden, Phase, Seat, Zone};

use crate::i18n::{both, Lang};

#[must_use]
pub fn seat_name(seat: Seat, lang: Lang) -> String {
    match lang {
        Lang::Ja => format!("プレイヤー{seat}"),
        Lang::En => format!("Player {seat}"),
    }
}

#[must_use]
pub fn phase_name(p: Phase, lang: Lang) -> &'static str {
    match p {
        Phase::Setup => both(lang, "ゲーム準備", "Setup"),
        Phase::Refresh => both(lang, "リフレッシュフェイズ", "Refresh phase"),
        Phase::Draw => both(lang, "ドローフェイズ", "Draw phase"),
        Phase::Don => both(lang, "ドン!!フェイズ", "DON!! phase"),
        Phase::Main => both(lang, "メインフェイズ", "Main phase"),
        Phase::End => both(lang, "エンドフェイズ", "End phase"),
        Phase::GameOver => both(lang, "ゲーム終了", "Game over"),
    }
}

fn zone_name(z: Zone, lang: Lang) -> &'static str {
    match z {
        Zone::Deck => both(lang, "デッキ", "deck"),
        Zone::Hand => both(lang, "手札", "hand"),
        Zone::Trash => both(lang, "トラッシュ", "trash"),
        Zone::Leader => both(lang, "リーダーエリア", "leader area"),
        Zone::Character => both(lang, "キャラクターエリア", "character area"),
        Zone::Stage => both(lang, "ステージエリア", "stage area"),
        Zone::Life => both(lang, "ライフ", "life"),
        Zone::Resolving => both(lang, "解決中", "resolving"),
    }
}

/// The result of a game as a sentence.
#[must_use]
pub fn result_text(r: &GameResult, lang: Lang) -> String {
    match r {
        GameResult::Win { winner, .. } => match lang {
            Lang::Ja => format!("{}の勝利！", seat_name(*winner, lang)),
            Lang::En => format!("{} wins!", seat_name(*winner, lang)),
        },
        GameResult::Draw(_) => both(lang, "引き分け", "A draw").to_string(),
    }
}

/// One log line, or None for events too fine-grained to list.
#[must_use]
pub fn line(e: &Event, lang: Lang, db: &CardDb) -> Option<String> {
    let name = |c: &CardRef| {
        let d = db.get(c.def);
        crate::decks::display_name(&d.number, lang, &d.name)
    };
    let ja = lang == Lang::Ja;
    Some(match e {
        Event::FirstChooserDrawn { seat } => {
            if ja { format!("{}が先攻・後攻を選びます", seat_name(*seat, lang)) } else { format!("{} chooses who goes first", seat_name(*seat, lang)) }
        }
        Event::FirstPlayer { seat } => {
            if ja { format!("先攻は{}", seat_name(*seat, lang)) } else { format!("{} goes first", seat_name(*seat, lang)) }
        }
        Event::Mulligan { seat, redraw } => match (ja, redraw) {
            (true, true) => format!("{}は引き直しました", seat_name(*seat, lang)),
            (true, false) => format!("{}は手札を確定しました", seat_name(*seat, lang)),
            (false, true) => format!("{} redrew their hand", seat_name(*seat, lang)),
            (false, false) => format!("{} kept their hand", seat_name(*seat, lang)),
        },
        Event::TurnStarted { seat, turn } => {
            if ja { format!("― ターン{turn}：{} ―", seat_name(*seat, lang)) } else { format!("— Turn {turn}: {} —", seat_name(*seat, lang)) }
        }
        Event::Played { seat, card } => {
            if ja { format!("{}が{}をプレイ", seat_name(*seat, lang), name(card)) } else { format!("{} played {}", seat_name(*seat, lang), name(card)) }
        }
        Event::Koed { card, .. } => if ja { format!("{}がKOされました", name(card)) } else { format!("{} was K.O.'d", name(card)) },
        Event::DonAttached { seat, count, .. } => {
            if ja { format!("{}がドン!!{count}枚を付与", seat_name(*seat, lang)) } else { format!("{} attached {count} DON!!", seat_name(*seat, lang)) }
        }
        Event::DonReturned { seat, count } => {
            if ja { format!("{}がドン!!{count}枚をドン!!デッキに戻しました", seat_name(*seat, lang)) } else { format!("{} returned {count} DON!! to the DON!! deck", seat_name(*seat, lang)) }
        }
        Event::AttackDeclared { .. } => both(lang, "アタック！", "Attack!").to_string(),
        Event::Blocked { .. } => both(lang, "ブロック！", "Blocked!").to_string(),
        Event::CounterUsed { card, amount, .. } => {
            if ja { format!("カウンター：{} (+{amount})", name(card)) } else { format!("Counter: {} (+{amount})", name(card)) }
        }
        Event::Damage { seat, amount } => {
            if ja { format!("{}のリーダーに{amount}ダメージ", seat_name(*seat, lang)) } else { format!("{}'s Leader takes {amount} damage", seat_name(*seat, lang)) }
        }
        Event::TriggerActivated { card } => if ja { format!("トリガー発動：{}", name(card)) } else { format!("Trigger: {}", name(card)) },
        Event::AbilityActivated { card, .. } => if ja { format!("効果発動：{}", name(card)) } else { format!("Activated: {}", name(card)) },
        Event::Revealed { seat, card } => {
            if ja { format!("{}が{}を公開", seat_name(*seat, lang), name(card)) } else { format!("{} revealed {}", seat_name(*seat, lang), name(card)) }
        }
        Event::Moved { owner, card, from, to, .. } if matches!(to, Zone::Hand | Zone::Trash) && *from != Zone::Deck => {
            let what = match card {
                Hidden::Known(c) => name(c),
                Hidden::Unknown => both(lang, "カード1枚", "a card").to_string(),
            };
            if ja {
                format!("{}の{}：{}→{}", seat_name(*owner, lang), what, zone_name(*from, lang), zone_name(*to, lang))
            } else {
                format!("{}'s {what}: {} → {}", seat_name(*owner, lang), zone_name(*from, lang), zone_name(*to, lang))
            }
        }
        Event::GameOver { result } => result_text(result, lang),
        Event::Judged { by, action } => {
            let what = match action {
                opcg_engine::JudgeAction::MoveCard { to, .. } => match to {
                    opcg_engine::JudgeZone::Hand => both(lang, "カードを手札へ", "a card to hand"),
                    opcg_engine::JudgeZone::Trash => both(lang, "カードをトラッシュへ", "a card to trash"),
                    opcg_engine::JudgeZone::DeckTop => both(lang, "カードをデッキの上へ", "a card to the deck top"),
                    opcg_engine::JudgeZone::DeckBottom => both(lang, "カードをデッキの下へ", "a card to the deck bottom"),
                    opcg_engine::JudgeZone::LifeTop => both(lang, "カードをライフの上へ", "a card to the top of Life"),
                },
                opcg_engine::JudgeAction::SetRested { rested: true, .. } => both(lang, "カードをレスト", "rested a card"),
                opcg_engine::JudgeAction::SetRested { rested: false, .. } => both(lang, "カードをアクティブ", "set a card active"),
                opcg_engine::JudgeAction::Power { delta, .. } if *delta >= 0 => both(lang, "パワー＋", "power +"),
                opcg_engine::JudgeAction::Power { .. } => both(lang, "パワー−", "power −"),
                opcg_engine::JudgeAction::Ko { .. } => both(lang, "キャラをKO", "K.O.'d a Character"),
                opcg_engine::JudgeAction::Draw { .. } => both(lang, "1枚引く", "drew a card"),
                opcg_engine::JudgeAction::DonFromDeck { .. } => both(lang, "ドン!!+1", "DON!! +1"),
                opcg_engine::JudgeAction::DonToDeck { .. } => both(lang, "ドン!!−1", "DON!! −1"),
                opcg_engine::JudgeAction::GiveDon { rested: true, .. } => both(lang, "レストのドン!!1枚を付与", "gave a rested DON!!"),
                opcg_engine::JudgeAction::GiveDon { rested: false, .. } => both(lang, "アクティブのドン!!1枚を付与", "gave an active DON!!"),
            };
            match lang {
                Lang::Ja => format!("【ジャッジ】{}：{what}", seat_name(*by, lang)),
                Lang::En => format!("[Judge] {}: {what}", seat_name(*by, lang)),
            }
        }
        _ => return None,
    })
}
