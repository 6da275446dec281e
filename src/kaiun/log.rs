//! The log panel: the game's log as the seat at the device may read it (its own view's log,
//! written in the table's language), the newest line first; in a replay, the whole game's log
//! as the watched seat saw it, oldest first, each line a button to the step that wrote it
//! ([`crate::replay::LogButton`]).

use std::rc::Rc;

use kaiun_engine::Lang;
use yew::prelude::*;

use crate::i18n::{t, Msg};
use crate::replay::LogButton;

/// How many lines the panel shows.
const SHOWN: usize = 150;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lang: Lang,
    /// The log's lines, oldest first.
    pub lines: Rc<Vec<String>>,
    /// A replay: the step that wrote each line, the steps shown, and the step callback.
    #[prop_or_default]
    pub replay: Option<ReplayLog>,
}

/// The log of a replay: the step that wrote each of the lines, the steps shown now, and where a
/// line's button goes.
#[derive(Clone, PartialEq)]
pub struct ReplayLog {
    pub steps: Rc<Vec<usize>>,
    pub at: usize,
    pub go: Callback<usize>,
}

/// The log panel: drawn again only when its lines or the language change.
#[function_component(Log)]
pub fn log(p: &LogProps) -> Html {
    html! {
        <details class="log klog" open=true>
            <summary>{ t(p.lang, Msg::Log) }</summary>
            if let Some(r) = &p.replay {
                <ol class="replay-log" id="replay-log">
                    { for p.lines.iter().zip(r.steps.iter()).enumerate().map(|(i, (l, &step))| html! {
                        <LogButton key={i} {step} text={AttrValue::from(l.clone())} when={step.cmp(&r.at)} go={r.go.clone()} />
                    }) }
                </ol>
            } else {
                <ol>{ for p.lines.iter().rev().take(SHOWN).map(|l| html! { <li>{ l }</li> }) }</ol>
            }
        </details>
    }
}
