//! The game log as text in the player's language, from events already redacted for the viewer, and
//! the log panel under the board ([`panel`]).

use opcg_engine::{CardDb, CardRef, Event, GameResult, Hidden, Phase, Seat, Zone};

use crate::i18n::{t, Lang, Msg};

pub use super::curtain::seat_name;

#[must_use]
pub fn phase_name(p: Phase, lang: Lang) -> &'static str {
    match p {
        Phase::Setup => t(lang, Msg::Setup),
        Phase::Refresh => t(lang, Msg::RefreshPhase),
        Phase::Draw => t(lang, Msg::DrawPhase),
        Phase::Don => t(lang, Msg::DONPhase),
        Phase::Main => t(lang, Msg::MainPhase),
        Phase::End => t(lang, Msg::EndPhase),
        Phase::GameOver => t(lang, Msg::GameOver),
    }
}

fn zone_name(z: Zone, lang: Lang) -> &'static str {
    match z {
        Zone::Deck => t(lang, Msg::DeckLower),
        Zone::Hand => t(lang, Msg::HandLower),
        Zone::Trash => t(lang, Msg::TrashLower),
        Zone::Leader => t(lang, Msg::LeaderArea),
        Zone::Character => t(lang, Msg::CharacterAreaLower),
        Zone::Stage => t(lang, Msg::StageArea),
        Zone::Life => t(lang, Msg::LifeLower),
        Zone::Resolving => t(lang, Msg::Resolving),
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
        GameResult::Draw(_) => t(lang, Msg::ADraw).to_string(),
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
        Event::AttackDeclared { .. } => t(lang, Msg::Attack).to_string(),
        Event::Blocked { .. } => t(lang, Msg::Blocked).to_string(),
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
                Hidden::Unknown => t(lang, Msg::ACard).to_string(),
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
                    opcg_engine::JudgeZone::Hand => t(lang, Msg::ACardToHand),
                    opcg_engine::JudgeZone::Trash => t(lang, Msg::ACardToTrash),
                    opcg_engine::JudgeZone::DeckTop => t(lang, Msg::ACardToTheDeckTop),
                    opcg_engine::JudgeZone::DeckBottom => t(lang, Msg::ACardToTheDeckBottom),
                    opcg_engine::JudgeZone::LifeTop => t(lang, Msg::ACardToTheTop),
                },
                opcg_engine::JudgeAction::SetRested { rested: true, .. } => t(lang, Msg::RestedACard),
                opcg_engine::JudgeAction::SetRested { rested: false, .. } => t(lang, Msg::SetACardActive),
                opcg_engine::JudgeAction::Power { delta, .. } if *delta >= 0 => t(lang, Msg::PowerPlus),
                opcg_engine::JudgeAction::Power { .. } => t(lang, Msg::PowerMinus),
                opcg_engine::JudgeAction::Ko { .. } => t(lang, Msg::KODACharacter),
                opcg_engine::JudgeAction::Draw { .. } => t(lang, Msg::DrewACard),
                opcg_engine::JudgeAction::DonFromDeck { .. } => t(lang, Msg::JudgeDonPlus1),
                opcg_engine::JudgeAction::DonToDeck { .. } => t(lang, Msg::JudgeDonMinus1),
                opcg_engine::JudgeAction::GiveDon { rested: true, .. } => t(lang, Msg::GaveARestedDON),
                opcg_engine::JudgeAction::GiveDon { rested: false, .. } => t(lang, Msg::GaveAnActiveDON),
            };
            match lang {
                Lang::Ja => format!("【ジャッジ】{}：{what}", seat_name(*by, lang)),
                Lang::En => format!("[Judge] {}: {what}", seat_name(*by, lang)),
            }
        }
        _ => return None,
    })
}

/// The log panel under the board: the newest 80 lines of the seat's own log — or, in a replay
/// (`replay`: the replay, the seat watched, the steps shown, the step callback), every line as a
/// button that goes to its step.
pub fn panel(view: &opcg_engine::PlayerView, lang: Lang, db: &CardDb, replay: Option<(&super::replay::Replay, Seat, usize, &yew::Callback<usize>)>) -> yew::Html {
    use yew::html;
    let lines: Vec<String> = if replay.is_some() { Vec::new() } else { view.log.iter().filter_map(|e| line(e, lang, db)).collect() };
    html! {
        <details class="log">
            <summary>{ crate::i18n::t(lang, crate::i18n::Msg::Log) }</summary>
            if let Some((r, viewer, at, to)) = replay {
                { super::replay::log_list(r, viewer, at, lang, db, to) }
            } else {
                <ol>{ for lines.iter().rev().take(80).map(|l| html! { <li>{ l }</li> }) }</ol>
            }
        </details>
    }
}
