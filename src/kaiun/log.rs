//! The log panel: the game's log as the seat at the device may read it (its own view's log,
//! written in the table's language), the newest line first.

use std::rc::Rc;

use kaiun_engine::Lang;
use yew::prelude::*;

use crate::i18n::{t, Msg};

/// How many lines the panel shows.
const SHOWN: usize = 150;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lang: Lang,
    /// The log's lines, oldest first.
    pub lines: Rc<Vec<String>>,
}

/// The log panel: drawn again only when its lines or the language change.
#[function_component(Log)]
pub fn log(p: &LogProps) -> Html {
    html! {
        <details class="log klog" open=true>
            <summary>{ t(p.lang, Msg::Log) }</summary>
            <ol>{ for p.lines.iter().rev().take(SHOWN).map(|l| html! { <li>{ l }</li> }) }</ol>
        </details>
    }
}
