//! The game log as text in the player's language, from events already redacted for the viewer, and
//! the log panel under the board ([`Panel`]: keyed rows, each a component that draws again only when its line changes).

use opcg_engine::{CardDb, CardRef, Event, GameResult, Hidden, Phase, Seat, Zone};

use crate::i18n::{t, tf, Fmt, Lang, Msg};
use super::replay::LogButton;

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

/// One line of the log panel: the log entry it tells (its key), the step that wrote it (a
/// replay goes there when it is pressed) and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub entry: usize,
    pub step: usize,
    pub text: yew::AttrValue,
}

/// The lines of a log as `lang` says them; `step_of` names the step that wrote each entry.
#[must_use]
pub fn lines(log: &[Event], lang: Lang, db: &CardDb, step_of: impl Fn(usize) -> usize) -> Vec<LogLine> {
    log.iter().enumerate().filter_map(|(i, e)| line(e, lang, db).map(|l| LogLine { entry: i, step: step_of(i), text: l.into() })).collect()
}

/// The log panel under the board: the newest 80 lines of the seat's own log — or, in a replay
/// (`replay`: the steps shown and the step callback), every line as a button that goes to its
/// step. Its lines are written once per change of the log (`lines`, memoised by the table) and
/// each row is a keyed component of its own, so a step re-renders only the rows it changes.
#[derive(yew::Properties, PartialEq)]
pub struct PanelProps {
    pub lang: Lang,
    pub lines: std::rc::Rc<Vec<LogLine>>,
    #[prop_or_default]
    pub replay: Option<(usize, yew::Callback<usize>)>,
}

#[yew::function_component(Panel)]
pub fn panel(props: &PanelProps) -> yew::Html {
    use yew::html;
    let lang = props.lang;
    html! {
        <details class="log">
            <summary>{ crate::i18n::t(lang, crate::i18n::Msg::Log) }</summary>
            if let Some((at, go)) = &props.replay {
                <ol class="replay-log" id="replay-log">
                    { for props.lines.iter().map(|l| {
                        let when = l.step.cmp(at);
                        html! { <LogButton key={l.entry} step={l.step} text={l.text.clone()} {when} go={go.clone()} /> }
                    }) }
                </ol>
            } else {
                <ol>{ for props.lines.iter().rev().take(80).map(|l| html! { <Row key={l.entry} text={l.text.clone()} /> }) }</ol>
            }
        </details>
    }
}

#[derive(yew::Properties, PartialEq)]
struct RowProps {
    text: yew::AttrValue,
}

/// A line of the log in play.
#[yew::function_component(Row)]
fn row(props: &RowProps) -> yew::Html {
    yew::html! { <li>{ props.text.clone() }</li> }
}
