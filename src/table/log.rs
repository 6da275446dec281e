//! The game log as text in the player's language, from events already redacted for the viewer, and
//! the log panel under the board ([`panel`]).

use opcg_engine::{CardDb, CardRef, Event, GameResult, Hidden, Phase, Seat, Zone};

use crate::i18n::{t, tf, Fmt, Lang, Msg};

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
        GameResult::Win { winner, .. } => tf(lang, Fmt::WinsTheGame { seat: &seat_name(*winner, lang) }),
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
    let seat = |s: &Seat| seat_name(*s, lang);
    Some(match e {
        Event::FirstChooserDrawn { seat: s } => tf(lang, Fmt::LogChoosesFirst { seat: &seat(s) }),
        Event::FirstPlayer { seat: s } => tf(lang, Fmt::LogGoesFirst { seat: &seat(s) }),
        Event::Mulligan { seat: s, redraw: true } => tf(lang, Fmt::LogRedrew { seat: &seat(s) }),
        Event::Mulligan { seat: s, redraw: false } => tf(lang, Fmt::LogKeptHand { seat: &seat(s) }),
        Event::TurnStarted { seat: s, turn } => tf(lang, Fmt::LogTurnStarted { turn: (*turn).into(), seat: &seat(s) }),
        Event::Played { seat: s, card } => tf(lang, Fmt::LogPlayed { seat: &seat(s), card: &name(card) }),
        Event::Koed { card, .. } => tf(lang, Fmt::LogKoed { card: &name(card) }),
        Event::DonAttached { seat: s, count, .. } => tf(lang, Fmt::LogDonAttached { seat: &seat(s), count: (*count).into() }),
        Event::DonReturned { seat: s, count } => tf(lang, Fmt::LogDonReturned { seat: &seat(s), count: (*count).into() }),
        Event::AttackDeclared { .. } => t(lang, Msg::Attack).to_string(),
        Event::Blocked { .. } => t(lang, Msg::Blocked).to_string(),
        Event::CounterUsed { card, amount, .. } => tf(lang, Fmt::LogCounter { card: &name(card), amount: (*amount).into() }),
        Event::Damage { seat: s, amount } => tf(lang, Fmt::LogDamage { seat: &seat(s), amount: (*amount).into() }),
        Event::TriggerActivated { card } => tf(lang, Fmt::LogTrigger { card: &name(card) }),
        Event::AbilityActivated { card, .. } => tf(lang, Fmt::LogActivated { card: &name(card) }),
        Event::Revealed { seat: s, card } => tf(lang, Fmt::LogRevealed { seat: &seat(s), card: &name(card) }),
        Event::Moved { owner, card, from, to, .. } if matches!(to, Zone::Hand | Zone::Trash) && *from != Zone::Deck => {
            let what = match card {
                Hidden::Known(c) => name(c),
                Hidden::Unknown => t(lang, Msg::ACard).to_string(),
            };
            tf(lang, Fmt::LogMoved { seat: &seat(owner), card: &what, from: zone_name(*from, lang), to: zone_name(*to, lang) })
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
            tf(lang, Fmt::JudgeLogLine { seat: &seat_name(*by, lang), what })
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
