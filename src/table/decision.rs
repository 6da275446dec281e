//! The decision bar: what the seat at the device is asked now (the prompt, the card the decision
//! is about drawn beside it, its text for a [Trigger]) and the buttons that answer it — or, in a
//! replay, the step controls. Every button is a legal action of the engine's, enabled only when
//! it is legal; nothing here knows a rule.

use std::rc::Rc;
use std::sync::Arc;

use opcg_engine::{Action, CardDef, CardDb, CardId, Choice, DecisionKind, DonSource, Hidden, OptionKind, PlayerView, Prompt, Seat};
use yew::prelude::*;

use super::card::{CardFace, Defs};
use super::log::{result_text, seat_name};
use super::replay::{self, Replay};
use super::{status, SeatEdit, TableMsg};
use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::session::SeatView;

/// What the decision bar is drawn from.
pub struct DecisionBar<'a> {
    pub lang: Lang,
    /// The seat at the device's view, and its window on the game (legal actions, card data).
    pub view: &'a PlayerView,
    pub seat: SeatView<'a>,
    pub db: &'a Arc<CardDb>,
    /// The definitions the faces share (compared by pointer).
    pub defs: &'a Defs,
    pub viewer: Seat,
    /// The seat that must act (`None` once the game is over).
    pub acting: Option<Seat>,
    /// The seat at the device's legal actions (none when it is not its turn to act).
    pub legal: &'a [Action],
    /// The cards picked so far for a "choose cards" decision.
    pub picks: &'a [CardId],
    /// A replay: its controls take the buttons' place.
    pub replay: Option<&'a Replay>,
    pub replay_at: usize,
    pub replay_to: &'a Callback<usize>,
    /// Plays an action for the seat at the device.
    pub apply: &'a Callback<Action>,
    /// The table's reducer.
    pub dispatch: &'a Callback<TableMsg>,
}

/// The decision bar, and the card the decision is about (the effect asking, the [Trigger]
/// revealed), which the inspector shows large on wide screens.
pub fn decision_bar(c: &DecisionBar<'_>) -> (Html, Option<Rc<CardDef>>) {
    let DecisionBar { lang, view, ref seat, db, defs, viewer, acting, legal, picks, replay, replay_at, replay_to, apply, dispatch } = *c;
    let def_of = |number: &str| -> Option<Rc<CardDef>> { defs.get(db, number) };
    let mut buttons: Vec<Html> = Vec::new();
    let mut prompt = String::new();
    // The card the decision is about (the effect asking, the [Trigger] revealed), drawn large.
    let mut about: Option<Rc<CardDef>> = None;
    let button = |label: String, action: Action, primary: bool, id: &'static str| -> Html {
        let apply = apply.clone();
        let enabled = legal.contains(&action);
        html! {
            <button type="button" class={if primary { "primary" } else { "secondary" }} id={id} disabled={!enabled}
                    onclick={Callback::from(move |_| apply.emit(action.clone()))}>{ label }</button>
        }
    };
    if let Some(d) = &view.decision {
        match &d.kind {
            DecisionKind::ChooseFirst => {
                prompt = t(lang, Msg::ChooseToGoFirstOr).to_string();
                buttons.push(button(t(lang, Msg::GoFirst).into(), Action::ChooseFirst { go_first: true }, true, "go-first"));
                buttons.push(button(t(lang, Msg::GoSecond).into(), Action::ChooseFirst { go_first: false }, false, "go-second"));
            }
            DecisionKind::Mulligan => {
                prompt = t(lang, Msg::KeepThisHandYouMay).to_string();
                buttons.push(button(t(lang, Msg::Keep).into(), Action::Mulligan { redraw: false }, true, "keep-hand"));
                buttons.push(button(t(lang, Msg::Redraw).into(), Action::Mulligan { redraw: true }, false, "redraw-hand"));
            }
            DecisionKind::Main => {
                prompt = t(lang, Msg::MainPhaseDragCardsTo).to_string();
                buttons.push(button(t(lang, Msg::EndTurn).into(), Action::EndMainPhase, true, "end-turn"));
            }
            DecisionKind::Block { .. } => {
                let what = t(lang, Msg::BlockDragABlockerOnto);
                prompt = match status::attack(view, viewer, lang) {
                    Some(a) => format!("{a} — {what}"),
                    None => what.to_string(),
                };
                buttons.push(button(t(lang, Msg::NoBlock).into(), Action::Block { blocker: None }, true, "no-block"));
            }
            DecisionKind::Counter { .. } => {
                let what = t(lang, Msg::CounterDragCardsFromYour);
                prompt = match status::attack(view, viewer, lang) {
                    Some(a) => format!("{a} — {what}"),
                    None => what.to_string(),
                };
                buttons.push(button(t(lang, Msg::CounterDone).into(), Action::EndCounterStep, true, "end-counter"));
            }
            DecisionKind::Trigger { card } => {
                let name = view.decision_cards.iter().find(|c| c.id == *card).map(|c| crate::decks::display_name(&c.number, lang, &c.name)).unwrap_or_default();
                prompt = tf(lang, Fmt::TriggerActivate { name: &name });
                buttons.push(button(t(lang, Msg::ActivateEffect).into(), Action::ActivateTrigger { yes: true }, true, "trigger-yes"));
                buttons.push(button(t(lang, Msg::AddToHand).into(), Action::ActivateTrigger { yes: false }, false, "trigger-no"));
            }
            DecisionKind::YesNo { prompt: p, effect, source } => {
                prompt = match p {
                    Prompt::PayCost => t(lang, Msg::PayTheCost),
                    Prompt::Replace => t(lang, Msg::UseTheReplacementEffect),
                    Prompt::DrawAnother => t(lang, Msg::DrawAnotherCard),
                    Prompt::AddToLife => t(lang, Msg::AddTheTopCardOf),
                    Prompt::ReturnAnotherDon => t(lang, Msg::ReturnOneMoreDONCard),
                    _ => t(lang, Msg::UseTheEffect),
                }
                .to_string();
                // Say what "yes" does: the optional effect, or what happens instead.
                if let Some(text) = effect.as_ref().zip(source.and_then(|id| seat.def_of(id))).and_then(|(e, def)| crate::texts::asked(def, e, lang)) {
                    prompt = tf(lang, Fmt::PromptWithEffect { prompt: &prompt, text: &text });
                }
                buttons.push(button(t(lang, Msg::Yes).into(), Action::Choose(Choice::YesNo(true)), true, "yes"));
                buttons.push(button(t(lang, Msg::No).into(), Action::Choose(Choice::YesNo(false)), false, "no"));
            }
            DecisionKind::ChooseOption { count, triggers, options, source } => {
                prompt = match options {
                    OptionKind::Triggers => t(lang, Msg::ChooseWhichEffectResolvesFirst),
                    OptionKind::Modes(_) => t(lang, Msg::ChooseOne),
                    OptionKind::TopOrBottom => t(lang, Msg::ChooseTopOrBottomOfLife),
                    OptionKind::DeckTopOrBottom => t(lang, Msg::ChooseTopOrBottomOfDeck),
                    OptionKind::YoursOrOpponents => t(lang, Msg::ChooseWhoseLife),
                    OptionKind::Cost => t(lang, Msg::DeclareACost),
                    OptionKind::DonOrCharacter => t(lang, Msg::ChooseWhatToRest),
                }
                .to_string();
                for i in 0..*count {
                    let at = usize::from(i);
                    let label = match options {
                        OptionKind::Triggers => triggers.get(at).and_then(|id| seat.def_of(*id)).map(|d| crate::decks::display_name(&d.number, lang, &d.name)),
                        OptionKind::Modes(modes) => modes.get(at).zip(source.and_then(|id| seat.def_of(id))).and_then(|(e, def)| crate::texts::asked(def, e, lang)),
                        OptionKind::TopOrBottom | OptionKind::DeckTopOrBottom => Some(if at == 0 { t(lang, Msg::Top) } else { t(lang, Msg::Bottom) }.to_string()),
                        OptionKind::YoursOrOpponents => Some(if at == 0 { t(lang, Msg::YourLife) } else { t(lang, Msg::YourOpponentsLife) }.to_string()),
                        OptionKind::Cost => Some(format!("{} {i}", t(lang, Msg::Cost))),
                        OptionKind::DonOrCharacter => Some(if at == 0 { t(lang, Msg::ADONCard) } else { t(lang, Msg::ACharacter) }.to_string()),
                    };
                    let label = label.unwrap_or_else(|| format!("{} {}", t(lang, Msg::Option), i + 1));
                    buttons.push(button(label, Action::Choose(Choice::Option(i)), i == 0, ""));
                }
            }
            DecisionKind::ReturnDon { remaining, sources, .. } => {
                prompt = tf(lang, Fmt::ReturnDonFrom { remaining: (*remaining).into() });
                for (i, from) in sources.iter().enumerate() {
                    let label = match *from {
                        DonSource::CostActive(n) => tf(lang, Fmt::DonActiveInCostArea { n: n.into() }),
                        DonSource::CostRested(n) => tf(lang, Fmt::DonRestedInCostArea { n: n.into() }),
                        DonSource::Attached { card, count } => {
                            let name = seat.def_of(card).map(|d| crate::decks::display_name(&d.number, lang, &d.name)).unwrap_or_default();
                            tf(lang, Fmt::DonGivenTo { name: &name, count: count.into() })
                        }
                    };
                    buttons.push(button(label, Action::Choose(Choice::Option(i as u8)), i == 0, ""));
                }
            }
            DecisionKind::ByHand { source, text } => {
                let name = seat.def_of(*source).map(|d| crate::decks::display_name(&d.number, lang, &d.name)).unwrap_or_default();
                prompt = tf(lang, Fmt::ByHandPrompt { name: &name, text });
                buttons.push(button(t(lang, Msg::Done).into(), Action::Choose(Choice::Done), true, "by-hand-done"));
            }
            DecisionKind::ChooseCards { prompt: p, min, max, candidates, .. } => {
                let what = match p {
                    Prompt::TrashFromHand => t(lang, Msg::CardsOfYourHandTo),
                    Prompt::PickFromLook => t(lang, Msg::CardsToTake),
                    Prompt::NextToPlace => t(lang, Msg::TheNextCardToPlace),
                    Prompt::CardToPlay => t(lang, Msg::TheCardToPlay),
                    Prompt::CharacterToMakeRoom => t(lang, Msg::TheCharacterToTrash),
                    Prompt::RestForCost => t(lang, Msg::CharactersToRest),
                    Prompt::ToDeckBottom => t(lang, Msg::CardsToPutAtThe),
                    Prompt::ToReveal => t(lang, Msg::CardsToReveal),
                    _ => t(lang, Msg::Targets),
                };
                prompt = tf(lang, Fmt::ChooseCardsPrompt { what, min: (*min).into(), max: (*max).into() });
                // Candidates that are not on the board (looked-at cards) are listed here.
                let on_board = |id: &CardId| {
                    Seat::BOTH.iter().any(|s| {
                        let sv = view.sides.get(*s);
                        sv.leader.card.id == *id || sv.characters.iter().any(|c| c.card.id == *id) || sv.stage.as_ref().is_some_and(|c| c.card.id == *id)
                            || sv.hand.iter().any(|h| matches!(h, Hidden::Known(c) if c.id == *id))
                    })
                };
                for c in view.decision_cards.iter().filter(|c| !on_board(&c.id) && candidates.contains(&c.id)) {
                    let dispatch = dispatch.clone();
                    let id = c.id;
                    let chosen = picks.contains(&id);
                    buttons.push(html! {
                        <button type="button" class={classes!("pick", chosen.then_some("chosen"))} aria-pressed={chosen.to_string()}
                                onclick={Callback::from(move |_| dispatch.emit(TableMsg::from(SeatEdit::TogglePick(id))))}>{ crate::decks::display_name(&c.number, lang, &c.name) }</button>
                    });
                }
                let mut chosen = picks.to_vec();
                chosen.sort_by_key(|id| candidates.iter().position(|c| c == id));
                let confirm = Action::Choose(Choice::Cards(chosen.clone()));
                let label = tf(lang, Fmt::ConfirmPicks { n: chosen.len() as i64 });
                // The engine lists every acceptable set; accept any order the player picked in.
                let accepted = legal.iter().find(|a| match a {
                    Action::Choose(Choice::Cards(set)) => {
                        let mut x = set.clone();
                        x.sort();
                        let mut y = chosen.clone();
                        y.sort();
                        x == y
                    }
                    _ => false,
                });
                buttons.push(button(label, accepted.cloned().unwrap_or(confirm), true, "confirm-pick"));
            }
        }
        // Say which card asks.
        let source = match &d.kind {
            DecisionKind::YesNo { source, .. }
            | DecisionKind::ChooseCards { source, .. }
            | DecisionKind::ChooseOption { source, .. }
            | DecisionKind::ReturnDon { source, .. } => *source,
            _ => None,
        };
        if let Some(def) = source.and_then(|id| seat.def_of(id)) {
            let name = crate::decks::display_name(&def.number, lang, &def.name);
            prompt = tf(lang, Fmt::CardAsks { name: &name, prompt: &prompt });
            about = def_of(&def.number);
        }
        // A revealed [Trigger] card: shown beside the question.
        if let DecisionKind::Trigger { card } = &d.kind {
            about = view.decision_cards.iter().find(|c| c.id == *card).and_then(|c| def_of(&c.number));
        }
    } else if let Some(r) = &view.result {
        prompt = result_text(r, lang);
    } else if let Some(seat) = acting {
        prompt = tf(lang, Fmt::ToAct { seat: &seat_name(seat, lang) });
    }
    // A [Trigger]: its text, beside the question.
    let trigger_text = match (&view.decision.as_ref().map(|d| &d.kind), &about) {
        (Some(DecisionKind::Trigger { .. }), Some(def)) => crate::texts::full(def, lang).1,
        _ => None,
    };
    let bar = html! {
        <div class={classes!("decision", replay.is_some().then_some("replay-bar"))} role="status" aria-live={if replay.is_some() { "off" } else { "polite" }}>
            if let Some(def) = about.clone() { <div class="decision-card"><CardFace {def} {lang} /></div> }
            // who acts (the device may be held by either seat in open hands)
            if let (Some(s), None) = (acting, &view.result) { <span class="actor" id="actor">{ seat_name(s, lang) }</span> }
            <span class="prompt-box">
                <span class="prompt" id="prompt">{ prompt }</span>
                if let Some(t) = trigger_text { <span class="about-text" id="about-text">{ t }</span> }
            </span>
            if let Some(r) = &replay { { replay::controls(r, replay_at, lang, replay_to) } } else { <span class="buttons">{ for buttons }</span> }
        </div>
    };
    (bar, about)
}
